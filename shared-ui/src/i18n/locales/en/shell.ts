export const shell = {
  notFound: { title: '404', message: 'Sorry, the page you visited does not exist.' },
  unexpectedError: 'Unexpected Application Error!',
  remoteUnavailable: {
    title: 'This part of the shop could not be loaded',
    message: 'It may be updating right now. Please try again in a moment.',
  },
};
