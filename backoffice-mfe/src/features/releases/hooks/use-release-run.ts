import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { errorText } from '../../../lib/error-text';
import { useReleaseAction, type ReleaseAction } from '../api/use-releases';

/** Runs a release action with the outcome's toast; `busy` while one is on its way. */
export function useReleaseRun() {
  const { t } = useT('backoffice');
  const action = useReleaseAction();
  const run = async (what: ReleaseAction) => {
    try {
      const result = await action.mutateAsync(what);
      toast.success(t('releases.done', { message: result.message }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('releases.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };
  return { run, busy: action.isPending };
}
