/** A tel: link target: the digits and a leading plus of a written phone number. */
export const telHrefOf = (phone: string): string => {
  const trimmed = phone.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `tel:${plus}${trimmed.replace(/\D/g, '')}`;
};
