/** The portal's host name as the sender's domain (URL.canParse: never throws on a bad setting). */
const mailDomainOf = (publicUrl: string | undefined): string =>
  publicUrl !== undefined && URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';

/** Who the portal's mails come from, and who organizes its calendar events: the same mailbox. */
export interface MailSender {
  readonly name: string;
  readonly email: string;
}

export const mailSenderOf = (brandName: string, publicUrl: string | undefined): MailSender => ({
  name: brandName,
  email: `antrag@${mailDomainOf(publicUrl)}`,
});

/** The sender as a From header: `Rentenkompass <antrag@www.rentenkompass.example>`. */
export const fromHeaderOf = (sender: MailSender): string => `${sender.name} <${sender.email}>`;
