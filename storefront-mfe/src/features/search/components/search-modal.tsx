import { Modal } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { AntdScope } from '../../../components/antd-scope';
import { SearchBox } from './search-box';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Narrow screens' search: closes after a search or on cancel (spec §2). */
export default function SearchModal({ open, onClose }: Props) {
  const { t } = useT('storefront');
  return (
    <AntdScope>
      <Modal
        open={open}
        title={t('header.searchLabel')}
        onCancel={onClose}
        footer={null}
        destroyOnHidden
        className="sf-search-modal"
      >
        <SearchBox autoFocus compact onSearched={onClose} />
      </Modal>
    </AntdScope>
  );
}
