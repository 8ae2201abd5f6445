// The German text of /grades-explanation around the figures of domain/tariffs/grade.ts: the
// figures themselves (scale, bands, weights) are never written here, only read from there.

export const GRADES_TEXT = {
  intro:
    'Jeder Tarif in unserem Vergleich bekommt eine Gesamtnote. Sie fasst zusammen, wie gut der Tarif in den Bereichen abschneidet, auf die es bei einer privaten Rentenversicherung ankommt – von den Kosten bis zur Nachhaltigkeit.',
  scaleHeading: 'Die Notenskala',
  scaleText:
    'Wir bewerten wie in der Schule: Die beste Note ist {best}, die schlechteste {worst}. Jede Note steht für eine Bewertung:',
  scaleCaption: 'Noten und ihre Bewertung',
  criteriaHeading: 'Die Kriterien und ihre Gewichtung',
  criteriaText:
    'Für jedes Kriterium erhält der Tarif eine eigene Note. Die Gesamtnote ist der gewichtete Durchschnitt dieser Noten, gerundet auf eine Nachkommastelle. Kosten und Garantien entscheiden am meisten darüber, wie viel Rente Sie am Ende bekommen – deshalb zählen sie am stärksten.',
  criteriaCaption: 'Kriterien der Gesamtnote mit ihrem Anteil',
  criteriaDetailsHeading: 'Was wir bei jedem Kriterium bewerten',
  exampleHeading: 'Ein Beispiel',
  exampleText: 'Ein Tarif mit diesen Einzelnoten erhält die Gesamtnote {grade} ({rating}):',
  exampleCaption: 'Beispiel: Einzelnoten eines Tarifs',
  independence:
    'Die Noten entstehen nach denselben Regeln für alle Tarife. Ob ein Versicherer mit uns zusammenarbeitet, hat keinen Einfluss auf die Note.',
} as const;

/** Fills `{name}` placeholders of a text. */
export const fillText = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
