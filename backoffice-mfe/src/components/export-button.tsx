import { useState } from 'react';
import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { CsvFile } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../lib/error-text';

/** Hands a downloaded file to the browser to save under the name the server gave it. */
function save({ blob, fileName }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Export CSV": downloads what the page shows (its filters) as a CSV file. */
export function ExportButton({ download }: { download: () => Promise<CsvFile> }) {
  const { t } = useT('backoffice');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await download();
      save(file);
      toast.success(t('exports.done', { file: file.fileName }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('exports.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('exports.button')}
    </Button>
  );
}
