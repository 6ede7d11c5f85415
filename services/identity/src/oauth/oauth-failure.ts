/** A provider answered with something unusable; the browser is sent back with this reason. */
export class OAuthFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'OAuthFailure';
  }
}
