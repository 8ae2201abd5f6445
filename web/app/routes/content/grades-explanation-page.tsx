import type { ReactElement } from 'react';
import {
  BEST_GRADE,
  GRADE_CRITERIA_INFO,
  GRADE_SCALE,
  type GradeScores,
  gradeFromScores,
  gradeLabel,
  gradeRatingOf,
  WORST_GRADE,
} from '../../../../domain/tariffs/grade';
import { usePageHandle } from '../../use-page';
import { fillText, GRADES_TEXT as T } from './grades-explanation-text';

/** An example tariff for the worked example; its grade is computed, never written down. */
const EXAMPLE_SCORES: GradeScores = {
  effektivkosten: 1.4,
  rentenfaktor: 2.0,
  flexibilitaet: 1.8,
  finanzstabilitaet: 1.5,
  kundenorientierung: 2.2,
  nachhaltigkeit: 3.0,
};

/** The band of each rating as text: '1,0 bis 1,5', then from just above the previous limit. */
const bandsOf = (): { readonly rating: string; readonly range: string }[] =>
  GRADE_SCALE.map((band, index) => {
    const from = index === 0 ? BEST_GRADE : (GRADE_SCALE[index - 1]?.upTo ?? BEST_GRADE) + 0.1;
    return { rating: band.rating, range: `${gradeLabel(from)} bis ${gradeLabel(band.upTo)}` };
  });

/** /grades-explanation: the grade scale, the criteria with their weights, an example. */
export const GradesExplanationPage = (): ReactElement => {
  const handle = usePageHandle();
  const grade = gradeFromScores(EXAMPLE_SCORES);
  return (
    <article className="simple-page grades-page">
      <div className="container simple-page__inner prose">
        <h1>{handle?.page.heading ?? 'So entstehen unsere Noten'}</h1>
        <p className="lead">{T.intro}</p>

        <h2>{T.scaleHeading}</h2>
        <p>
          {fillText(T.scaleText, {
            best: gradeLabel(BEST_GRADE),
            worst: gradeLabel(WORST_GRADE),
          })}
        </p>
        <table>
          <caption>{T.scaleCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Note</th>
              <th scope="col">Bewertung</th>
            </tr>
          </thead>
          <tbody>
            {bandsOf().map((band) => (
              <tr key={band.rating}>
                <td>{band.range}</td>
                <td>{band.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>{T.criteriaHeading}</h2>
        <p>{T.criteriaText}</p>
        <table>
          <caption>{T.criteriaCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Kriterium</th>
              <th scope="col">Anteil</th>
            </tr>
          </thead>
          <tbody>
            {GRADE_CRITERIA_INFO.map((info) => (
              <tr key={info.criterion}>
                <th scope="row">{info.label}</th>
                <td>{info.weight} %</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>{T.criteriaDetailsHeading}</h3>
        <dl className="grades-page__criteria">
          {GRADE_CRITERIA_INFO.map((info) => (
            <div key={info.criterion}>
              <dt>
                {info.label} ({info.weight} %)
              </dt>
              <dd>{info.description}</dd>
            </div>
          ))}
        </dl>

        <h2>{T.exampleHeading}</h2>
        <p>{fillText(T.exampleText, { grade: gradeLabel(grade), rating: gradeRatingOf(grade) })}</p>
        <table>
          <caption>{T.exampleCaption}</caption>
          <tbody>
            {GRADE_CRITERIA_INFO.map((info) => (
              <tr key={info.criterion}>
                <th scope="row">
                  {info.label} ({info.weight} %)
                </th>
                <td>{gradeLabel(EXAMPLE_SCORES[info.criterion])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{T.independence}</p>
      </div>
    </article>
  );
};
