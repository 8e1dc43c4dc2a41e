import { Pagination } from 'antd';
import { PAGE_SIZES } from '@poshak/shared-api';
import { AntdScope } from '../../../components/antd-scope';
import { useNumber } from '../../../lib/use-local';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** Spec §9: sizes 18, 36, 72, 100, 200 (default 18), quick jumper and size changer. */
export default function CollectionPagination({ current, pageSize, total, onChange }: Props) {
  const number = useNumber();
  return (
    <AntdScope>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showQuickJumper
        // antd's titles repeat each page number in Latin digits.
        showTitle={false}
        onChange={onChange}
        // Page numbers in the reader's digits (antd writes them in Latin ones).
        itemRender={(page, type, element) =>
          type === 'page' ? <a rel="nofollow">{number(page)}</a> : element
        }
      />
    </AntdScope>
  );
}
