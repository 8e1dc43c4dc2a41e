import type { Role } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';

/** A time in the shop's (Dhaka) and a role's name, in the reader's language. */
export function useStaffFormat() {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  return {
    when: (iso: string) => DHAKA_TIME[language].format(new Date(iso)),
    roleName: (role: Role) => t(`signup.roles.${role}`),
  };
}
