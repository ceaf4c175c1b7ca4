/**
 * The account dialogs' calls (sign in, register, change or reset the PIN), a further entry of this
 * library: `@chonail/web/data/account`. The main entry is shared whole by every first page; these
 * load with the dialogs (the shell's lazy AuthDialogs, the admin's sign-in form).
 */
export {
  type ActionResult,
  accountApi,
  type ChangePinRequest,
  type ForgotPinResetRequest,
  useChangePinMutation,
  useCompleteRegistrationMutation,
  useForgotPinMutation,
  useForgotPinResetMutation,
  useLoginMutation,
  useSendOtpMutation,
} from './account-api';
