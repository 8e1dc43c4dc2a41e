import { Pagination } from 'antd';
import { PAGE_SIZES } from '@poshak/shared-api';
import { AntdScope } from '../../../components/antd-scope';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** Spec §9: sizes 18, 36, 72, 100, 200 (default 18), quick jumper and size changer. */
export default function CollectionPagination({ current, pageSize, total, onChange }: Props) {
  return (
    <AntdScope>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showQuickJumper
        onChange={onChange}
      />
    </AntdScope>
  );
}
