/**
 * The text of a form's field when it is sent, read from the form itself: what a visitor typed before
 * the form's code arrived (it is prerendered, and hydrated after the first paint) counts too.
 */
export function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
