import { type ReactElement, useId } from 'react';

export interface CompareOption {
  readonly tariffId: string;
  readonly label: string;
}

/**
 * "Vergleichen": a GET form to /comparison with this tariff and one or two others ticked; the
 * search travels in hidden fields, so it works without JavaScript.
 */
export const CompareChoice = ({
  tariffId,
  options,
  carried,
}: {
  readonly tariffId: string;
  readonly options: readonly CompareOption[];
  readonly carried: ReadonlyArray<readonly [string, string]>;
}): ReactElement | null => {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <form className="compare-choice" method="get" action="/comparison" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Vergleichen</h2>
      <input type="hidden" name="tariffIds" value={tariffId} />
      {carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="compare-choice__options">
        <legend>Wählen Sie einen oder zwei weitere Tarife für den direkten Vergleich:</legend>
        {options.map((o) => (
          <label key={o.tariffId} className="compare-choice__option">
            <input type="checkbox" name="tariffIds" value={o.tariffId} />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="rk-button rk-button--primary">
        Vergleichen
      </button>
    </form>
  );
};
