// The shop's addresses are shared with the server (which answers unknown ones with 404): they live
// in shared-api, and the front ends keep importing them from here.
export * from '@poshak/shared-api/paths';
