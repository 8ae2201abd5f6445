import type { FocusEvent, ReactElement, Ref } from 'react';
import { StaticIsland } from '../../components/static-island';

// What the island below is made of besides the id: the empty field's fixed texts.
const EMPTY_FIELD = { label: 'Geburtsdatum', hint: 'Zum Beispiel 17.05.1985' } as const;

/** The birth date as German DD.MM.YYYY text with its message (SPEC §5). */
export const BirthdayField = ({
  id,
  value,
  message,
  autoFocus,
  inputRef,
  onChange,
  onBlur,
}: {
  readonly id: string;
  readonly value: string;
  readonly message: string | null;
  /** A form sent without JavaScript came back with a message: the field gets the focus. */
  readonly autoFocus: boolean;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly onChange: (next: string, caretAtEnd: boolean) => void;
  readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}): ReactElement => (
  // The empty field (most arrivals) is rendered once on the server; a prefilled
  // or refused one (a visitor's text) as usual.
  <StaticIsland
    source={EMPTY_FIELD}
    cacheKey={value === '' && message === null && !autoFocus ? id : null}
  >
    <div className={message === null ? 'entry__field' : 'entry__field entry__field--invalid'}>
      <label className="entry__label" htmlFor={id}>
        {EMPTY_FIELD.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="entry__input"
        type="text"
        name="birthday"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="TT.MM.JJJJ"
        maxLength={10}
        value={value}
        aria-invalid={message !== null}
        aria-describedby={`${id}-hint ${id}-message`}
        // biome-ignore lint/a11y/noAutofocus: moves the focus to the refused field (SPEC §2 step 4)
        autoFocus={autoFocus}
        onChange={(event) => {
          const input = event.currentTarget;
          onChange(input.value, input.selectionStart === input.value.length);
        }}
        onBlur={onBlur}
      />
      <p id={`${id}-hint`} className="entry__hint">
        {EMPTY_FIELD.hint}
      </p>
      <p id={`${id}-message`} className="entry__message" aria-live="polite">
        {message}
      </p>
    </div>
  </StaticIsland>
);
