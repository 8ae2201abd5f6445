// The project-made award badges and insurer wordmarks as URLs. `no-inline` keeps them files the
// browser loads lazily instead of data URIs inside the JavaScript bundle.
const AWARD_IMAGES = import.meta.glob<string>('../../assets/awards/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const INSURER_LOGOS = import.meta.glob<string>('../../assets/insurers/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** The URL of an award's badge by its `filename` (domain/content/awards.ts); null if missing. */
export const awardImageUrl = (filename: string): string | null =>
  AWARD_IMAGES[`../../assets/awards/${filename}`] ?? null;

/** The URL of an insurer's wordmark by its `logo` (domain/content/insurers.ts); null if missing. */
export const insurerLogoUrl = (logo: string): string | null =>
  INSURER_LOGOS[`../../assets/insurers/${logo}`] ?? null;
