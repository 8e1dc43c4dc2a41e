// The back-office's component tests use the shop's one HTTP test double as it is: handlers return
// the body of a 200, or `reply(status, body)`, or `networkDown()` (docs/code-layout.md).
export {
  fakeApi,
  FakeReply,
  networkDown,
  reply,
  type FakeRequest,
} from '@poshak/shared-api/testing/fake-api';
