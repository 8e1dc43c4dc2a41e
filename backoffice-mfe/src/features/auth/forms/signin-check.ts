// What the sign-in page checks with, loaded when it first checks: zod and the shared schemas stay
// out of the first page a staff member waits for.
import { formMessage, signinReply } from '@poshak/shared-api/schemas';
import { formResolver } from '@poshak/shared-ui/form';
import { signinForm } from './signin-form';

export const signinResolver = formResolver(signinForm);
export { formMessage, signinReply };
