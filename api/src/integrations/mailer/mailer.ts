/** A message the API sends. `kind` says what it is for (verification, password_reset). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
}

/** Sends mail. The app's mailer always keeps a copy in the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
