import { useRef, type ChangeEvent } from 'react';
import { Alert, Button, Card, Flex, Select, Typography } from 'antd';
import { COURIER_NAMES } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { useSettlementUpload } from '../hooks/use-settlement-upload';

/** A courier's settlement CSV to upload: the courier, the file, Send, and why it was refused. */
export function SettlementUploadSection() {
  const { t } = useT('backoffice');
  const { courier, setCourier, file, choose, refusal, send, sending } = useSettlementUpload();
  const picker = useRef<HTMLInputElement>(null);

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
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              choose(event.target.files?.[0] ?? null)
            }
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
          <Button type="primary" disabled={!file} loading={sending} onClick={() => void send()}>
            {t('cod.upload.send')}
          </Button>
        </Flex>
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
      </Flex>
    </Card>
  );
}
