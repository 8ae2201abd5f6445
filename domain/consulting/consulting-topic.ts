import type { ProductType } from '../products/product-type';
import { isOneOf } from '../value-set';

/** What a customer may book a consultation about: the short select of the booking page. */
export const CONSULTING_TOPICS = [
  'Private Rentenversicherung',
  'Riester-Rente',
  'Rürup-Rente',
  'Sofortrente',
  'Betriebliche Altersvorsorge',
  'Sonstiges',
] as const;
export type ConsultingTopic = (typeof CONSULTING_TOPICS)[number];
export const isConsultingTopic = (input: unknown): input is ConsultingTopic =>
  isOneOf(CONSULTING_TOPICS, input);

const PRODUCT_OF_TOPIC: Readonly<Partial<Record<ConsultingTopic, ProductType>>> = {
  'Private Rentenversicherung': 'schicht3',
  'Riester-Rente': 'riester',
  'Rürup-Rente': 'ruerup',
  Sofortrente: 'sofort',
};

const TOPIC_OF_PRODUCT: Readonly<Record<ProductType, ConsultingTopic>> = {
  schicht3: 'Private Rentenversicherung',
  s3einmalzahlung: 'Private Rentenversicherung',
  riester: 'Riester-Rente',
  ruerup: 'Rürup-Rente',
  sofort: 'Sofortrente',
};

/** The topic preselected for a customer who comes from a product's tariff. */
export const topicOfProduct = (product: ProductType | null): ConsultingTopic | null =>
  product === null ? null : TOPIC_OF_PRODUCT[product];

/**
 * The product a callback request is filed under (the callback store needs one): the product of
 * the page the customer came from, else the topic's, else the private pension as the broadest;
 * the topic itself is stored beside it, so nothing the customer said is lost.
 */
export const callbackProductOf = (product: ProductType | null, topic: string): ProductType =>
  product ?? PRODUCT_OF_TOPIC[topic as ConsultingTopic] ?? 'schicht3';
