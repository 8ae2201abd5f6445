type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target !== null &&
  'tagName' in target &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');

/** Sets a property through the element's prototype: past React's value tracker on the instance. */
const setNative = (field: Field, property: 'value' | 'checked', value: string | boolean): void => {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
};

/** Lets React render what the last event changed (it flushes discrete updates in a microtask). */
const rendered = async (): Promise<void> => {
  await Promise.resolve();
  await Promise.resolve();
};

/** A field's new value as React hears it: the tracker holds the old, the DOM the new. */
const inputValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string): void => {
  setNative(field, 'value', value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Tells React about a field the visitor changed before hydration: React keeps the DOM's value when
 * it hydrates but fires no change for it (or one for all that was typed while it hydrated). Text
 * typed after the `served` value goes in again character by character, so formatting while typing
 * (the birth date's dots) applies.
 */
const announce = async (field: Field, served: string): Promise<void> => {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    const checked = field.checked;
    field.checked = field.defaultChecked;
    setNative(field, 'checked', checked);
    // React hears checkbox and radio changes on click; a plain Event toggles nothing itself.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const { value } = field;
  if (value === served) return;
  // The instance's setter (React's tracker) learns the served value, the DOM gets the new one.
  field.value = served;
  if (!value.startsWith(served)) {
    inputValue(field, value);
    return;
  }
  for (const character of value.slice(served.length)) {
    inputValue(field, `${field.value}${character}`);
    await rendered();
  }
};

export interface EarlyFields {
  /** Stops recording (the page is hydrated: React sees later changes itself). */
  stop(): void;
  /** Announces the changed fields to React, those still in the document, one after another. */
  replay(): Promise<void>;
}

/**
 * A visitor may start typing (the birth date) before hydration has finished: the fields changed
 * until then are remembered and their changes given to React once it listens.
 */
export const recordEarlyFields = (target: EventTarget): EarlyFields => {
  // Each changed field with the value the server rendered (React replaces the default later).
  const changed = new Map<Field, string>();
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const record = (event: Event): void => {
    const field = event.target;
    if (!isField(field) || changed.has(field)) return;
    changed.set(field, field instanceof HTMLSelectElement ? '' : field.defaultValue);
  };
  target.addEventListener('input', record, options);
  target.addEventListener('change', record, options);
  return {
    stop: () => {
      target.removeEventListener('input', record, options);
      target.removeEventListener('change', record, options);
    },
    replay: async () => {
      const fields = [...changed];
      changed.clear();
      // Out of React's commit (the caller is an effect), so each change renders at once.
      await rendered();
      for (const [field, served] of fields) if (field.isConnected) await announce(field, served);
    },
  };
};
