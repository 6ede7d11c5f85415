import './letter.css';

import { useArtboard } from '../blocks/context';
import { RichText } from '../blocks/rich-text';
import { useOwnOriginImage } from '../blocks/use-own-origin-image';
import { useLetter } from './context';
import { formatLetterDate } from './letter-date';

/** The letter's date in its language, long form; the day it is drawn when none is set. */
export function LetterDate() {
  const letter = useLetter();
  return <p className="letter-date">{formatLetterDate(letter.date, letter.metadata.language)}</p>;
}

/** The lines of a postal address: one a line, blank ones dropped. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Whom the letter goes to: name, title, company, then the address's lines
 * (its first line left out when it only repeats the company). Nothing when all are empty.
 */
export function Recipient() {
  const { recipient } = useLetter();
  const lines = addressLines(recipient.address);
  const company = recipient.company.trim();
  const address = company !== '' && lines[0] === company ? lines.slice(1) : lines;
  if (!recipient.name && !recipient.title && !company && address.length === 0) {
    return null;
  }
  return (
    <address className="letter-recipient">
      {recipient.name && <p className="letter-recipient-name">{recipient.name}</p>}
      {recipient.title && <p className="letter-recipient-title">{recipient.title}</p>}
      {company && <p className="letter-recipient-company">{company}</p>}
      {address.map((line, index) => (
        <p key={index} className="letter-recipient-address">
          {line}
        </p>
      ))}
    </address>
  );
}

/** The subject line, emphasised. */
export function Subject() {
  const { subject } = useLetter();
  return subject ? (
    <p className="letter-subject">
      <strong>{subject}</strong>
    </p>
  ) : null;
}

/** "Dear Mr Wieczorek,". */
export function Salutation() {
  const { salutation } = useLetter();
  return salutation ? <p className="letter-salutation">{salutation}</p> : null;
}

/** The body: the editor's rich text, sanitised as a resume's is (content/sanitize.ts). */
export function LetterBody() {
  const { body } = useLetter();
  return <RichText html={body} className="letter-body" />;
}

/**
 * Signature pictures come from the web or inline data, as the resume picture
 * does (blocks/basics.tsx); one on another host is drawn from storage's copy.
 */
const pictureSource = /^(https?:\/\/|data:image\/)/i;

/** The handwritten signature's picture, when there is one that loads. */
export function SignaturePicture() {
  const { signature } = useLetter();
  const shown = pictureSource.test(signature.pictureUrl);
  const image = useOwnOriginImage(shown ? signature.pictureUrl : '');
  if (!shown || image.src === undefined) {
    return null;
  }
  return (
    <img
      className="letter-signature-picture"
      src={image.src}
      alt={signature.name}
      onError={image.onError}
    />
  );
}

/**
 * The closing, the signature's picture and the typed name, kept on one sheet
 * (`letter-keep`, page/page-size.ts): a closing is never left at a sheet's
 * foot with its signature on the next.
 */
export function SignOff() {
  const { closing, signature } = useLetter();
  const picture = <SignaturePicture />;
  if (!closing && !signature.name && !signature.pictureUrl) {
    return null;
  }
  return (
    <div className="letter-sign-off letter-keep">
      {closing && <p className="letter-closing">{closing}</p>}
      <div className="letter-signature">
        {picture}
        {signature.name && <p className="letter-signature-name">{signature.name}</p>}
      </div>
    </div>
  );
}

/**
 * The letter in reading order (docs/templates.md#letters): date, recipient,
 * subject, salutation, body, closing and signature. A template places it
 * where its resume has its main column.
 */
export function LetterContent() {
  const { data } = useArtboard();
  return (
    <div className="letter" data-template={data.metadata.template}>
      <div className="letter-opening">
        <LetterDate />
        <Recipient />
      </div>
      <Subject />
      <Salutation />
      <LetterBody />
      <SignOff />
    </div>
  );
}
