import { IdParams, Ok } from '../common.ts';
import { ProcessBody, ProcessResponse, TaskProgress, TaskQuery, WriteExpToLiveBody, WriteExpToLiveResponse } from '../devices.ts';
import { endpoint } from '../endpoint.ts';

/** Experimental processing runs of a device's links, their progress, and promoting their results to live. */
export const processing = {
  process: endpoint({
    method: 'POST',
    path: '/api/map/devices/:id/process/',
    summary: "Experimental processing of the device's links over {from, to}; answers the task id.",
    tags: ['processing'],
    params: IdParams,
    body: ProcessBody,
    responses: { 201: ProcessResponse },
    access: { auth: 'user', permission: 'Platform|change_devices' },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/map/devices/status/',
    summary: "A task's part counts and the progress derived from them.",
    tags: ['processing'],
    query: TaskQuery,
    responses: { 200: TaskProgress },
    access: { auth: 'user', permission: 'Platform|view_devices' },
  }),
  revoke: endpoint({
    method: 'GET',
    path: '/api/map/devices/revoke/',
    summary: "Cancels the task's pending parts (a running part finishes).",
    tags: ['processing'],
    query: TaskQuery,
    responses: { 200: Ok },
    // A GET that changes data: the CSRF header is required as on POST.
    access: { auth: 'user', permission: 'Platform|change_devices', csrf: true },
  }),
  writeExpToLive: endpoint({
    method: 'POST',
    path: '/api/map/devices/:id/write_exp_to_live/',
    summary: 'Promotes the experimental results of {from, to} to live.',
    tags: ['processing'],
    params: IdParams,
    body: WriteExpToLiveBody,
    responses: { 200: WriteExpToLiveResponse },
    access: { auth: 'user', permission: 'Platform|change_devices' },
  }),
};
