import { useState } from 'react';
import type { CourierName } from '@poshak/shared-api';
import { COD_CSV_MAX_CHARS } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useUploadSettlement } from '../api/use-cod';

/** A file's text through FileReader, which every browser (and jsdom) has, unlike `File.text()` in jsdom. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

/**
 * A courier's settlement CSV, read in the browser and sent whole with the courier it is from: the
 * courier and file chosen, why the last try was refused, and the toast of one taken.
 */
export function useSettlementUpload() {
  const { t } = useT('backoffice');
  const upload = useUploadSettlement();
  const [courier, setCourier] = useState<CourierName>('pathao');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(null);
  };

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

  return { courier, setCourier, file, choose, refusal, send, sending: upload.isPending };
}
