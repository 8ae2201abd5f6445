import fc from 'fast-check';
import { APPLICATION_FIELDS } from '../../domain/application/application-fields';
import { DEVICE_OUTPUTS } from '../../domain/device/device-output';
import { JOB_SITUATIONS } from '../../domain/products/job-situation';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import { PAGE_TYPES } from '../../domain/tracking/page-type';
import { PRODUCT_CATEGORIES } from '../../domain/tracking/product-category';
import { TRACKING_EVENT_FIELDS } from '../../domain/tracking/tracking-event-validation';
import { comparisonQueryArb } from '../arbitraries/comparison-query';
import { hostileJsonArb, hostileNumberArb, hostileStringArb } from '../arbitraries/hostile-input';
import { isoDateArb } from '../arbitraries/search-data';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../fixtures/application/sample-application';
import { PUBLIC_ORIGIN } from '../support/test-server';
import { CONSULTING_TARGETS } from './consulting-body-targets';
import { CUSTOMER_AREA_TARGETS } from './customer-area-body-targets';
import { anyValueArb, type Fields, type Target, text } from './fuzz-target';
import { INSURER_TARGETS } from './insurer-body-targets';
import { PAGE_FORM_TARGETS } from './page-form-targets';

/**
 * The API's routes with a body, path or query to fuzz, and their generated fields, shared by the
 * fuzz test through the real server (api-bodies) and the one through each route's own steps
 * (api-schemas); fuzz-request.ts makes requests of them.
 */

export type { Fields, Target } from './fuzz-target';

const challengeArb = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'),
    minLength: 43,
    maxLength: 43,
  }),
  hostileStringArb(50),
);

const LOGIN_FIELDS: Fields = {
  callback: text(
    `${PUBLIC_ORIGIN}/result`,
    `${PUBLIC_ORIGIN}/`,
    'http://localhost/steal',
    'https://evil.example/',
    '//evil.example',
    'javascript:alert(1)',
  ),
  challenge: challengeArb,
  api_product: text('rente', '', 'a'.repeat(65)),
  config_key: text('default', ''),
  email: text('max@example.de', 'a@b', '', 'max@@example.de', `${'a'.repeat(300)}@example.de`),
  password: text('geheim123', '', 'x'.repeat(2000)),
  phone: text('0176 1234567', '+49', '', '8'.repeat(100)),
};

// The application half: the form fields right, near-right (10,000 characters, HTML, wrong check
// digits) or hostile; the sample application whole or changed in one place.
const APPLICATION_FIELD_VALUES: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  firstName: text('Jürgen', '', 'x'.repeat(10_000), '<script>alert(1)</script>'),
  lastName: text('Müßig-Özdemir', '', '<img src=x onerror=alert(1)>'),
  birthday: text('1985-04-12', '12.04.1985', '1900-01-01', '2030-01-01', ''),
  postalCode: text('80331', '8033', '803311', 'abcde'),
  taxId: text('86095742719', '86095742718', '1', ''),
  iban: text('DE89370400440532013000', 'DE89370400440532013001', 'DE', ''),
  email: text('max@example.de', 'a@b', ''),
  nationality: text('DE', 'IR', 'KP', 'XX', ''),
  countryOfResidence: text('DE', 'IR', ''),
  politicallyExposed: text('true', 'false', 'ja', 'nein', ''),
};

const applicationFieldsArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [
      field,
      fc.oneof(
        { weight: 3, arbitrary: APPLICATION_FIELD_VALUES[field] ?? hostileStringArb(40) },
        { weight: 1, arbitrary: anyValueArb },
      ),
    ]),
  ),
  { requiredKeys: [] },
);

/**
 * The fields all texts, as the page's script sends them: the schema lets these through, so the
 * route's own check (the domain's messages, the risk rule) is what answers them.
 */
const applicationTextFieldsArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [
      field,
      APPLICATION_FIELD_VALUES[field] ?? hostileStringArb(40),
    ]),
  ),
  { requiredKeys: [] },
);

/** The sample application's form with one of its parts replaced by a near-right or hostile value. */
const applicationFormArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(SAMPLE_FORM),
  fc
    .tuple(fc.constantFrom(...Object.keys(SAMPLE_FORM)), anyValueArb)
    .map(([key, value]) => ({ ...SAMPLE_FORM, [key]: value })),
  fc
    .tuple(fc.constantFrom(...Object.keys(SAMPLE_FORM.personal)), hostileStringArb(200))
    .map(([key, value]) => ({
      ...SAMPLE_FORM,
      personal: { ...SAMPLE_FORM.personal, [key]: value },
    })),
);

const APPLICATION_QUERY = `tariffId=${SAMPLE_CHOICE.tariffId}&${SAMPLE_CHOICE.searchQuery}`;

const APPLICATION_TARGETS: readonly Target[] = [
  {
    name: 'POST /api/applications',
    url: '/api/applications',
    encoding: 'json',
    limit: '1 MB',
    fields: {
      form: applicationFormArb,
      choice: fc.oneof(
        fc.constant(SAMPLE_CHOICE),
        text(...PRODUCT_TYPES).map((product) => ({ ...SAMPLE_CHOICE, product })),
        hostileStringArb(60).map((tariffId) => ({ ...SAMPLE_CHOICE, tariffId })),
      ),
      consents: fc.oneof(
        fc.constant(ALL_CONSENTS),
        fc.record({
          adviceWaiver: fc.boolean(),
          withdrawalNoticeRead: fc.boolean(),
          dataProtection: fc.boolean(),
        }),
      ),
      idempotencyKey: fc.oneof(
        fc.uuid().map((id) => `fuzz-${id}`),
        text('', 'short', '../../x', 'k'.repeat(201)),
      ),
    },
  },
  ...(['personal-data', 'callback-request'] as const).map(
    (path): Target => ({
      name: `POST /api/application/${path}`,
      url: `/api/application/${path}`,
      encoding: 'json',
      limit: '1 MB',
      fields: {
        product: text(...PRODUCT_TYPES, ''),
        tariffId: text(SAMPLE_CHOICE.tariffId, '', 'x'.repeat(101)),
        fields: fc.oneof(
          { weight: 3, arbitrary: applicationTextFieldsArb },
          { weight: 1, arbitrary: applicationFieldsArb },
        ),
      },
    }),
  ),
  // The page forms (no JavaScript): the same fields as a form, answered with HTML pages.
  ...(['personal-data', 'beratung-anfragen'] as const).map(
    (path): Target => ({
      name: `POST /${path}`,
      url: `/${path}?${APPLICATION_QUERY}`,
      encoding: 'form',
      html: true,
      limit: '4 KB',
      fields: {
        intent: text('save', 'callback', ''),
        ...Object.fromEntries(
          APPLICATION_FIELDS.map((field) => [
            field,
            APPLICATION_FIELD_VALUES[field] ?? hostileStringArb(40),
          ]),
        ),
      },
    }),
  ),
  {
    name: 'POST /online-contract',
    url: `/online-contract?${APPLICATION_QUERY}`,
    encoding: 'form',
    html: true,
    limit: '4 KB',
    fields: {
      idempotencyKey: fc.oneof(fc.uuid(), text('', '../../x')),
      adviceWaiver: text('true', 'on', ''),
      withdrawalNoticeRead: text('true', 'on', ''),
      dataProtection: text('true', 'on', ''),
    },
  },
];

export const TARGETS: readonly Target[] = [
  {
    name: 'POST /api/bpm',
    url: '/api/bpm',
    encoding: 'json',
    limit: '1 MB',
    fields: {
      birthday: fc.oneof(
        isoDateArb,
        text('12.04.1985', '..', '', '1985-02-30', '0000-01-01', '9999-12-31'),
      ),
      jobSituation: text(...JOB_SITUATIONS, ''),
      productType: text(...PRODUCT_TYPES),
    },
  },
  {
    name: 'POST /api/calculate-points',
    url: '/api/calculate-points',
    encoding: 'json',
    limit: '1 MB',
    fields: {
      productType: text(...PRODUCT_TYPES),
      monthlyPayment: fc.oneof(
        hostileNumberArb,
        fc.constant(null),
        fc.integer({ min: 0, max: 3000 }),
      ),
      deviceOutput: text(...DEVICE_OUTPUTS),
    },
  },
  ...(['info', 'warn', 'error'] as const).map(
    (level): Target => ({
      name: `POST /api/${level}`,
      url: `/api/${level}`,
      encoding: 'json',
      limit: '1 MB',
      fields: {
        message: fc.oneof(
          hostileStringArb(),
          text('Fehler beim Laden', 'max@example.de 0176 1234567'),
        ),
        meta: fc.record(
          {
            appName: text('rentenkompass'),
            userAgent: text('Mozilla/5.0'),
            url: text(`${PUBLIC_ORIGIN}/result?bd=1985-04-12&email=max@example.de`),
            errorName: text('TypeError'),
            message: hostileStringArb(),
            stack: text('TypeError: x\n    at f (app.js:1:2)'),
            correlationId: text('1767225600000-abc', '', '../../etc/passwd', 'x'.repeat(200)),
          },
          { requiredKeys: [] },
        ),
      },
    }),
  ),
  {
    name: 'POST /api/comparison',
    url: '/api/comparison',
    encoding: 'json',
    limit: '1 MB',
    fields: { query: comparisonQueryArb },
  },
  {
    name: 'POST /api/consent',
    url: '/api/consent',
    encoding: 'form',
    limit: '1 KB',
    fields: {
      choice: text('all', 'necessary', 'custom', ''),
      consent: text('f', 'a', 'm', 'x', 'f,a,m'),
    },
  },
  {
    name: 'POST /api/tracking/events',
    url: '/api/tracking/events',
    encoding: 'json',
    limit: '1 KB',
    fields: Object.fromEntries(
      TRACKING_EVENT_FIELDS.map((field) => [
        field,
        {
          kind: text('pageview', 'action'),
          action: fc.oneof(text('cta-click'), fc.constant(null)),
          path: text('/riester-rente', '/', '/unbekannt', '/RIESTER'),
          siteId: fc.constantFrom(57, 136, 202, 0, -1, 2 ** 53),
          actionId: fc.constantFrom(1352, 2305, 0),
          generalSiteId: fc.constantFrom(57, 0),
          areaId: hostileStringArb(),
          pageType: text(...PAGE_TYPES),
          productCategory: text(...PRODUCT_CATEGORIES),
          wp1: text('rk_natural', ''),
          wp2: text('rk_ad', ''),
          deviceOutput: text(...DEVICE_OUTPUTS),
          renRef: fc.oneof(text('abc'), fc.constant(null)),
          trackingSessionId: fc.oneof(text('sess-1'), fc.constant(null)),
        }[field] ?? anyValueArb,
      ]),
    ),
  },
  {
    name: 'POST /api/auth/user/data',
    url: '/api/auth/user/data',
    encoding: 'json',
    limit: '1 MB',
    fields: {
      ssoUserData: fc.oneof(
        fc.constant(null),
        fc.record(
          {
            firstName: hostileStringArb(),
            lastName: text('Muster'),
            loginPhoneNumber: text('0176'),
          },
          { requiredKeys: [] },
        ),
      ),
      personalData: fc.oneof(fc.constant(null), hostileJsonArb),
    },
  },
  {
    name: 'POST /api/auth/register-anonymous',
    url: '/api/auth/register-anonymous',
    encoding: 'json',
    limit: '1 MB',
    fields: {
      login: fc.record(
        {
          email: LOGIN_FIELDS.email as fc.Arbitrary<string>,
          phoneNumber: LOGIN_FIELDS.phone as fc.Arbitrary<string>,
        },
        { requiredKeys: [] },
      ),
    },
  },
  {
    name: 'POST /api/auth/logout',
    url: '/api/auth/logout',
    encoding: 'json',
    limit: '1 MB',
    fields: {},
  },
  ...(['login', 'register', 'anonymous'] as const).map(
    (form): Target => ({
      name: `POST /login/auth/${form}`,
      url: `/login/auth/${form}`,
      encoding: 'form',
      html: true,
      limit: '16 KB',
      fields: {
        ...LOGIN_FIELDS,
        ...(form === 'register'
          ? {
              salutation: text('Herr', 'Frau', ''),
              firstName: hostileStringArb(),
              lastName: text('Muster'),
              points: text('yes', 'no'),
            }
          : {}),
      },
    }),
  ),
  ...APPLICATION_TARGETS,
  ...CONSULTING_TARGETS,
  ...CUSTOMER_AREA_TARGETS,
  ...INSURER_TARGETS,
  ...PAGE_FORM_TARGETS,
];
