/** The header dropdowns' trigger look, shared by the stand-in button and the Radix trigger. */
export const menuTriggerClass =
  'inline-flex min-h-11 items-center gap-1 rounded px-3 py-2 font-medium text-stone-800 hover:bg-stone-100 data-[state=open]:bg-stone-100';

export const sideMenuTriggerClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:bg-stone-100';
