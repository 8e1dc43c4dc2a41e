import { Pagination } from 'antd';
import { PAGE_SIZES } from '@poshak/shared-api';
import { AntdScope } from '../../../components/antd-scope';
import { useNumber } from '../../../lib/use-local';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  /** A page's address, so each page number is a real link (a new tab, a long press). */
  pageHref: (page: number) => string;
  onChange: (page: number, pageSize: number) => void;
}

/** Spec §9: sizes 18, 36, 72, 100, 200 (default 18), quick jumper and size changer. */
export default function CollectionPagination({
  current,
  pageSize,
  total,
  pageHref,
  onChange,
}: Props) {
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
        // Page numbers in the reader's digits (antd writes them in Latin ones), each a link to
        // its page; antd's own click handler moves the grid, the address serves a new tab.
        itemRender={(page, type, element) =>
          type === 'page' ? (
            <a href={pageHref(page)} onClick={(event) => event.preventDefault()}>
              {number(page)}
            </a>
          ) : (
            element
          )
        }
      />
    </AntdScope>
  );
}
