import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ServerApi } from '@poshak/shared-api/page';

/**
 * Sends the storefront's API client through the server's own routes while it renders a page: the
 * same query functions, parsing and errors as in the browser, without a network hop. The server
 * render only reads.
 */
export function serverApiAdapter(api: ServerApi): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET')
      throw new Error(`The server render only reads (it was asked to ${method})`);
    const reply = await api(axios.getUri(config));
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      response,
    );
  };
}
