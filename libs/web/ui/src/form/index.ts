/**
 * The form kit (@chonail/web/ui/form): react-hook-form with the contracts' zod schemas or the
 * domain's checks. A further entry of this library, so react-hook-form comes with the first form,
 * not with the first page.
 */
export { type ErrorText, Field, FieldProblem, Form, type FormProps, useKitField, useKitForm } from './form';
export { digitsOnly, PhoneInput, Select, TextArea, TextInput } from './controls';
