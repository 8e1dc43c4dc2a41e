import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Progress, Typography } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@poshak/shared-api';
import { PLACEHOLDER_IMAGE } from '@poshak/shared-ui/image';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';

interface Props {
  id: string;
  file: File | null;
  /** The image of the selected stock entry, shown until another file is chosen. */
  currentUrl: string | null;
  onChange: (file: File | null) => void;
  /** Upload progress 0–100 while a save is sending the file, else null. */
  progress: number | null;
  invalid: boolean;
}

const isAccepted = (type: string) => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Whether the browser can draw the file as a picture. The type a browser reports comes from the
 * file's name, so a text file renamed `.jpg` passes `isAccepted`; decoding it is what tells.
 * jsdom (component tests) has no decoder: there the name's type is all there is to go by.
 */
async function decodes(file: File): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** Image chooser with a preview of what will be uploaded and the upload's progress. */
export function ImagePicker({ id, file, currentUrl, onChange, progress, invalid }: Props) {
  const { t } = useT('backoffice');
  const input = useRef<HTMLInputElement>(null);
  // The preview belongs to the file it was read from, so a cleared or replaced file never shows a stale one.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  // Why the last chosen file was refused, shown until another is chosen.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Another entry loaded, or the form reset: an earlier refusal no longer concerns it.
  const [refusalFor, setRefusalFor] = useState(currentUrl);
  if (refusalFor !== currentUrl) {
    setRefusalFor(currentUrl);
    setRefusal(null);
  }

  useEffect(() => {
    if (!file) {
      // Choosing the same file again after a clear must fire a change.
      if (input.current) input.current.value = '';
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    const refuse = (reason: string) => {
      setRefusal(reason);
      toast.error(reason, { duration: TOAST_MS.backofficeLong });
    };
    if (!isAccepted(chosen.type)) return refuse(t('stock.imageWrongType'));
    if (chosen.size > UPLOAD_MAX_BYTES) return refuse(t('stock.imageTooBig'));
    if (!(await decodes(chosen))) return refuse(t('stock.imageUnreadable', { name: chosen.name }));
    setRefusal(null);
    onChange(chosen);
  };

  const shown = (preview?.file === file ? preview.url : null) ?? currentUrl;
  return (
    <Flex gap={12} align="center" wrap>
      <img
        src={shown ?? PLACEHOLDER_IMAGE}
        alt=""
        width={64}
        height={80}
        style={{
          objectFit: 'cover',
          borderRadius: 6,
          border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`,
        }}
      />
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 160 }}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(e) => void pick(e.target.files?.[0])}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
        <Button icon={<UploadOutlined />} danger={invalid} onClick={() => input.current?.click()}>
          {t('stock.chooseImage')}
        </Button>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {file ? file.name : t('stock.imageHint')}
        </Typography.Text>
        {refusal && (
          <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
            {refusal}
          </Typography.Text>
        )}
        {progress !== null && (
          <Progress
            percent={progress}
            size="small"
            aria-label={t('stock.uploading', { percent: progress })}
          />
        )}
      </Flex>
    </Flex>
  );
}
