import '../../../i18n/cod-texts';
import { Flex, Grid, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { PageTitle } from '../../../components/page-title';
import { errorText } from '../../../lib/error-text';
import { useCodParcels } from '../api/use-cod';
import { useCodPagination } from '../hooks/use-cod-pagination';
import { codParams, isFiltered, useCodView } from '../hooks/use-cod-view';
import { CodCardsSection } from './cod-cards-section';
import { CodFiltersSection } from './cod-filters-section';
import { CodTableSection } from './cod-table-section';
import { SettlementUploadSection } from './settlement-upload-section';

/**
 * Cash on delivery: each booked parcel's cash (to collect, collected, paid out, the courier's fee,
 * the difference), mismatches first, filtered by courier, state or a parcel; and a courier's
 * settlement CSV to upload.
 */
export function CodPage() {
  const { t } = useT('backoffice');
  const [view, change] = useCodView();
  const list = useCodParcels(codParams(view));
  const pagination = useCodPagination(view, change, list.data?.total ?? 0);
  // A phone gets one card per parcel: the difference and the state in sight without scrolling.
  const phone = !Grid.useBreakpoint().md;
  const shown = {
    items: list.data?.items ?? [],
    loading: list.isLoading,
    pagination,
    filtered: isFiltered(view),
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('cod.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('cod.intro')}
      </Typography.Paragraph>
      <SettlementUploadSection />
      <CodFiltersSection view={view} change={change} />
      {list.isError ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data && list.data.mismatches > 0 && (
            <Typography.Text type="danger" data-testid="cod-mismatches">
              {t('cod.mismatches', { count: list.data.mismatches })}
            </Typography.Text>
          )}
          {phone ? <CodCardsSection {...shown} /> : <CodTableSection {...shown} />}
        </>
      )}
    </Flex>
  );
}
