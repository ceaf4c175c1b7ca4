/** A form control's look (inputs, selects, filter bars), without its width: `inputClass` fills its field under the label. */
export const controlClass =
  'block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-rose-500 focus:outline-none focus:ring-2 focus:ring-rose-200 disabled:bg-slate-100 disabled:text-slate-400 aria-[invalid=true]:border-red-500';
export const inputClass = `mt-1 w-full ${controlClass}`;
