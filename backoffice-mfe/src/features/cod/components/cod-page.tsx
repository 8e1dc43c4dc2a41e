import '../../../i18n/cod-texts';
import { useState, useRef, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  Pagination,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { PAGE_SIZES, type CodParcel, type CourierName } from '@poshak/shared-api';
import { COD_CSV_MAX_CHARS, COD_STATES, COURIER_NAMES } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { formatTaka } from '@poshak/shared-ui/money';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { PageTitle } from '../../../components/page-title';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { errorText } from '../../../lib/error-text';
import { useDigits } from '../../../lib/use-digits';
import { useCodParcels, useUploadSettlement } from '../api/use-cod';
import './cod-page.css';

type CodState = (typeof COD_STATES)[number];

const STATE_TONES = {
  mismatch: 'red',
  with_courier: 'amber',
  awaiting: 'blue',
  settled: 'green',
} as const satisfies Record<CodState, Tone>;

/** A file's text through FileReader, which every browser (and jsdom) has, unlike `File.text()` in jsdom. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The filters and page, kept in the address so the dashboard can link to the mismatches. */
function useCodView() {
  const [search, setSearch] = useSearchParams();
  const view = {
    courier: oneOf(COURIER_NAMES, search.get('courier')),
    state: oneOf(COD_STATES, search.get('state')),
    q: search.get('q') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: Number(search.get('page_size')) || PAGE_SIZES[0],
  };
  const change = (next: Partial<typeof view>) => {
    const merged = { ...view, page: 1, ...next };
    const params = new URLSearchParams();
    if (merged.courier) params.set('courier', merged.courier);
    if (merged.state) params.set('state', merged.state);
    if (merged.q) params.set('q', merged.q);
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.pageSize !== PAGE_SIZES[0]) params.set('page_size', String(merged.pageSize));
    setSearch(params, { replace: true });
  };
  return [view, change] as const;
}

/** A courier's settlement CSV, read in the browser and sent whole with the courier it is from. */
function UploadCard() {
  const { t } = useT('backoffice');
  const upload = useUploadSettlement();
  const [courier, setCourier] = useState<CourierName>('pathao');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = async () => {
    if (!file) return;
    setRefusal(null);
    const csv = await readText(file);
    if (csv.length > COD_CSV_MAX_CHARS) {
      setRefusal(t('cod.upload.tooLarge'));
      return;
    }
    try {
      const result = await upload.mutateAsync({ courier, body: { file_name: file.name, csv } });
      toast.success(t('cod.upload.done', result), { duration: TOAST_MS.backoffice });
    } catch (error) {
      setRefusal(t('cod.upload.refused', { reason: errorText(error) }));
    }
  };

  return (
    <Card size="small" title={t('cod.upload.title')} data-testid="cod-upload">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('cod.upload.hint')}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <Select
            aria-label={t('cod.upload.courier')}
            value={courier}
            onChange={setCourier}
            style={{ minWidth: 140 }}
            options={COURIER_NAMES.map((name) => ({
              value: name,
              label: t(`cod.couriers.${name}`),
            }))}
          />
          {/* The browser's own file button speaks the browser's language ("Choose File", "No
              file chosen") whatever the reader's: it stays hidden behind a button of ours. */}
          <input
            ref={picker}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('cod.upload.file')}
            hidden
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setFile(event.target.files?.[0] ?? null);
              setRefusal(null);
            }}
          />
          <Button onClick={() => picker.current?.click()}>{t('cod.upload.choose')}</Button>
          <Typography.Text
            type={file ? undefined : 'secondary'}
            ellipsis
            style={{ maxWidth: 220 }}
            data-testid="cod-upload-file"
          >
            {file ? file.name : t('cod.upload.noFile')}
          </Typography.Text>
          <Button
            type="primary"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => void send()}
          >
            {t('cod.upload.send')}
          </Button>
        </Flex>
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      </Flex>
    </Card>
  );
}

/**
 * Cash on delivery: each booked parcel's cash (to collect, collected, paid out, the courier's fee,
 * the difference), mismatches first, filtered by courier, state or a parcel; and a courier's
 * settlement CSV to upload.
 */
export function CodPage() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  const [view, change] = useCodView();
  const [typed, setTyped] = useState(view.q);
  const list = useCodParcels({
    ...(view.courier ? { courier: view.courier } : {}),
    ...(view.state ? { state: view.state } : {}),
    ...(view.q ? { q: view.q } : {}),
    page: view.page,
    page_size: view.pageSize,
  });
  const filtered = Boolean(view.courier || view.state || view.q);
  // A phone gets one card per parcel: the difference and the state in sight without scrolling.
  const phone = !Grid.useBreakpoint().md;
  const emptyText = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'cod.emptyFiltered' : 'cod.empty')}
    />
  );
  const taka = (amount: number | null) => (amount === null ? '—' : formatTaka(amount, language));
  const signed = (amount: number) =>
    amount === 0 ? taka(0) : `${amount > 0 ? '+' : '−'}${taka(Math.abs(amount))}`;

  const columns: TableColumnsType<CodParcel> = [
    {
      key: 'invoice',
      title: t('cod.columns.invoice'),
      render: (_, p) => digits(String(p.invoice_no)),
    },
    {
      key: 'courier',
      title: t('cod.columns.courier'),
      render: (_, p) => (
        <Flex vertical>
          <span>{t(`cod.couriers.${p.courier}`)}</span>
          {p.consignment_id && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.consignment_id}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'customer', title: t('cod.columns.customer'), dataIndex: 'customer_name' },
    {
      key: 'to_collect',
      title: t('cod.columns.toCollect'),
      align: 'right',
      render: (_, p) => taka(p.to_collect),
    },
    {
      key: 'collected',
      title: t('cod.columns.collected'),
      align: 'right',
      render: (_, p) => taka(p.collected),
    },
    {
      key: 'paid_out',
      title: t('cod.columns.paidOut'),
      align: 'right',
      render: (_, p) => (
        <Flex vertical align="end">
          <span>{taka(p.paid_out)}</span>
          {p.settled_by && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`cod.by.${p.settled_by}`)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'fee',
      title: t('cod.columns.fee'),
      align: 'right',
      render: (_, p) => taka(p.courier_fee),
    },
    {
      key: 'difference',
      title: t('cod.columns.difference'),
      align: 'right',
      render: (_, p) =>
        p.difference === 0 ? (
          signed(0)
        ) : (
          <Typography.Text type="danger">{signed(p.difference)}</Typography.Text>
        ),
    },
    {
      key: 'state',
      title: t('cod.columns.state'),
      render: (_, p) => <ToneTag tone={STATE_TONES[p.state]}>{t(`cod.states.${p.state}`)}</ToneTag>,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('cod.title')}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('cod.intro')}
      </Typography.Paragraph>
      <UploadCard />
      <Flex gap={8} wrap align="center">
        <Select
          aria-label={t('cod.filters.courier')}
          value={view.courier ?? ''}
          onChange={(value: string) => change({ courier: oneOf(COURIER_NAMES, value) })}
          style={{ minWidth: 140 }}
          options={[
            { value: '', label: `${t('cod.filters.courier')}: ${t('cod.filters.all')}` },
            ...COURIER_NAMES.map((name) => ({ value: name, label: t(`cod.couriers.${name}`) })),
          ]}
        />
        <Select
          aria-label={t('cod.filters.state')}
          value={view.state ?? ''}
          onChange={(value: string) => change({ state: oneOf(COD_STATES, value) })}
          style={{ minWidth: 160 }}
          options={[
            { value: '', label: `${t('cod.filters.state')}: ${t('cod.filters.all')}` },
            ...COD_STATES.map((state) => ({ value: state, label: t(`cod.states.${state}`) })),
          ]}
        />
        <Input.Search
          aria-label={t('cod.filters.search')}
          placeholder={t('cod.filters.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => change({ q: value.trim() })}
          style={{ maxWidth: 260 }}
          allowClear
        />
        {filtered && (
          <Button
            onClick={() => {
              setTyped('');
              change({ courier: undefined, state: undefined, q: '' });
            }}
          >
            {t('cod.filters.clear')}
          </Button>
        )}
      </Flex>
      {list.isError ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data && list.data.mismatches > 0 && (
            <Typography.Text type="danger" data-testid="cod-mismatches">
              {t('cod.mismatches', { count: list.data.mismatches })}
            </Typography.Text>
          )}
          {phone ? (
            <Flex vertical gap={8} data-testid="cod-cards">
              {(list.data?.items ?? []).length === 0 && !list.isLoading && emptyText}
              {(list.data?.items ?? []).map((p) => (
                <Card
                  key={p.invoice_no}
                  size="small"
                  title={`${t('cod.columns.invoice')} ${digits(String(p.invoice_no))}`}
                  extra={
                    <ToneTag tone={STATE_TONES[p.state]}>{t(`cod.states.${p.state}`)}</ToneTag>
                  }
                >
                  <Typography.Text type="secondary">
                    {[t(`cod.couriers.${p.courier}`), p.consignment_id, p.customer_name]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                  <ul className="poshak-cod-lines">
                    {(
                      [
                        ['toCollect', taka(p.to_collect)],
                        ['collected', taka(p.collected)],
                        ['paidOut', taka(p.paid_out)],
                        ['fee', taka(p.courier_fee)],
                      ] as const
                    ).map(([key, value]) => (
                      <li key={key} className="poshak-cod-line">
                        <span>{t(`cod.columns.${key}`)}</span>
                        <span>{value}</span>
                      </li>
                    ))}
                    <li className="poshak-cod-line">
                      <span>{t('cod.columns.difference')}</span>
                      <Typography.Text type={p.difference === 0 ? undefined : 'danger'}>
                        {signed(p.difference)}
                      </Typography.Text>
                    </li>
                  </ul>
                  {p.settled_by && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t(`cod.by.${p.settled_by}`)}
                    </Typography.Text>
                  )}
                </Card>
              ))}
              <Pagination
                size="small"
                align="center"
                current={view.page}
                pageSize={view.pageSize}
                total={list.data?.total ?? 0}
                showTotal={(total: number) => t('cod.total', { count: total })}
                onChange={(page: number, pageSize: number) =>
                  change({ page: pageSize === view.pageSize ? page : 1, pageSize })
                }
              />
            </Flex>
          ) : (
            <Table
              rowKey="invoice_no"
              size="small"
              loading={list.isLoading}
              columns={columns}
              dataSource={list.data?.items ?? []}
              scroll={{ x: 900 }}
              locale={{ emptyText }}
              pagination={{
                current: view.page,
                pageSize: view.pageSize,
                total: list.data?.total ?? 0,
                pageSizeOptions: [...PAGE_SIZES],
                showTotal: (total: number) => t('cod.total', { count: total }),
                onChange: (page: number, pageSize: number) =>
                  change({ page: pageSize === view.pageSize ? page : 1, pageSize }),
              }}
            />
          )}
        </>
      )}
    </Flex>
  );
}
