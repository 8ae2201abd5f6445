import { germanDateOfIso } from '../calendar/calendar-day';
import { formatPrice } from '../format/price';
import type { ApplicationForm } from './application-form';
import type { DocumentSection } from './document-model';
import { PUBLIC_SUPPORT_ELIGIBILITY_LABELS } from './public-support';
import {
  claimedKinderzulage,
  KINDERGELD_RECIPIENT_LABELS,
  kinderzulageOf,
  type RiesterChild,
  riesterChildrenOf,
} from './riester-children';

type Row = readonly [string, string];

/** One child's lines: name and birth date, who receives the Kindergeld, the Kinderzulage claimed. */
const childRows = (child: RiesterChild, position: number): readonly Row[] => {
  const allowance = kinderzulageOf(child);
  return [
    [
      `Kind ${position}`,
      `${child.firstName} ${child.lastName}, geboren am ${germanDateOfIso(child.birthDate)}`,
    ],
    ['Kindergeld erhält', KINDERGELD_RECIPIENT_LABELS[child.kindergeldRecipient]],
    [
      'Kinderzulage',
      allowance === 0
        ? 'keine für diesen Vertrag (geht an den anderen Elternteil)'
        : `${formatPrice(allowance)} im Jahr`,
    ],
  ];
};

/**
 * The Antrag's Zulagenantrag (§ 89 EStG) for Riester: the application, eligibility, numbers and
 * the children with the Kinderzulage claimed for each (§ 85 EStG) and in total; none otherwise.
 */
export const allowanceSection = (form: ApplicationForm): DocumentSection[] => {
  const allowance = form.riesterAllowance;
  if (allowance === null) return [];
  const children = riesterChildrenOf(allowance);
  return [
    {
      heading: 'Zulagenantrag (§ 89 EStG)',
      rows: [
        [
          'Antrag',
          allowance.permanentApplication ? 'Dauerzulagenantrag' : 'Zulagenantrag für ein Jahr',
        ],
        ['Förderberechtigung', PUBLIC_SUPPORT_ELIGIBILITY_LABELS[allowance.eligibility]],
        ['Sozialversicherungsnummer', allowance.socialSecurityNumber ?? '–'],
        ['Zulagenummer', allowance.allowanceNumber ?? '–'],
        ...(children.length === 0
          ? [['Kinder', 'keine angegeben'] as const]
          : children.flatMap((child, index) => childRows(child, index + 1))),
        ['Kinderzulage insgesamt', `${formatPrice(claimedKinderzulage(children))} im Jahr`],
      ],
    },
  ];
};
