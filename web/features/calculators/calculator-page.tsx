import type { ReactElement, ReactNode } from 'react';
import './calculator.css';
import '../../components/form/form.css';

/** The frame of every calculator: heading and lead from the page registry, the form, the result. */
export const CalculatorPage = ({
  heading,
  lead,
  form,
  result,
}: {
  readonly heading: string;
  readonly lead: string | null | undefined;
  readonly form: ReactNode;
  readonly result: ReactNode;
}): ReactElement => (
  <article className="calculator">
    <div className="container calculator__inner">
      <h1>{heading}</h1>
      <p className="lead">{lead}</p>
      <section aria-labelledby="calc-input">
        <h2 id="calc-input">Ihre Angaben</h2>
        {form}
      </section>
      {result}
    </div>
  </article>
);

/** A GET form to the page itself, so the calculator works without JavaScript. */
export const CalculatorForm = ({
  action,
  submit,
  children,
}: {
  readonly action: string;
  readonly submit: string;
  readonly children: ReactNode;
}): ReactElement => (
  <form method="get" action={action} className="calculator__form" noValidate>
    {children}
    <button type="submit" className="rk-button rk-button--primary calculator__submit">
      {submit}
    </button>
  </form>
);

/** The result: a heading, a table of labelled amounts and the notes below it. */
export const CalculatorResult = ({
  title,
  children,
  note,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly note: ReactNode;
}): ReactElement => (
  <section className="calculator__section" aria-labelledby="calc-result">
    <h2 id="calc-result">{title}</h2>
    {children}
    <p className="calculator__note">{note}</p>
  </section>
);

/** One row of a result table. */
export const AmountRow = ({
  label,
  amount,
  testId,
}: {
  readonly label: ReactNode;
  readonly amount: string;
  readonly testId?: string;
}): ReactElement => (
  <tr>
    <th scope="row">{label}</th>
    <td data-testid={testId}>{amount}</td>
  </tr>
);
