import net from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { listen } from './http';

describe('listen', () => {
  it('says which port is taken and what to do, instead of crashing on an unhandled error', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(listen(express(), port, '127.0.0.1')).rejects.toThrow(`Port ${port} is already in use: stop what uses it, or start with PORT=<another port>.`);
    } finally {
      blocker.close();
    }
  });
});
