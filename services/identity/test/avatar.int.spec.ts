import { ApiClient, signUpUser } from '@overlap/test-support';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function upload(client: ApiClient, data: Buffer, type = 'image/png') {
  const slot = await client.post<{ uploadURL: string }>('/api/objects/upload');
  expect(slot.status).toBe(201);
  const put = await client.request('PUT', slot.body.uploadURL, new Uint8Array(data), { 'content-type': type });
  return { uploadURL: slot.body.uploadURL, put };
}

describe('profile picture upload', () => {
  it('uploads a PNG, sets it as the picture and serves it back', async () => {
    const { client } = await signUpUser();
    const { uploadURL, put } = await upload(client, PNG);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const set = await client.put('/api/profile-picture', { profilePictureURL: uploadURL });
    expect(set.status).toBe(200);
    expect(set.body.profilePicture).toMatch(/^\/api\/objects\/avatars\/[0-9a-f-]{36}$/);
    const img = await fetch(`http://127.0.0.1:8080${set.body.profilePicture}`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a PDF renamed .png with 400 (checked by content)', async () => {
    const { client } = await signUpUser();
    const { put } = await upload(client, Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'image/png');
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Only image files (JPG, PNG, GIF or WebP) are allowed');
  });

  it('refuses a 6 MB picture with 413 and leaves the current picture alone', async () => {
    const { client } = await signUpUser();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const { put } = await upload(client, big);
    expect(put.status).toBe(413);
    expect(put.body.message).toBe('File is too large. Maximum size is 5 MB.');
    expect((await client.get('/api/auth/user')).body.profilePicture).toBeNull();
  });

  it('accepts exactly 5,242,880 bytes', async () => {
    const { client } = await signUpUser();
    const exact = Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]);
    expect((await upload(client, exact)).put.status).toBe(200);
  });

  it("does not let another user write to or claim someone else's upload address", async () => {
    const a = await signUpUser();
    const b = await signUpUser();
    const slot = await a.client.post<{ uploadURL: string }>('/api/objects/upload');
    const put = await b.client.request('PUT', slot.body.uploadURL, new Uint8Array(PNG), { 'content-type': 'image/png' });
    expect(put.status).toBe(403);
    await a.client.request('PUT', slot.body.uploadURL, new Uint8Array(PNG), { 'content-type': 'image/png' });
    expect((await b.client.put('/api/profile-picture', { profilePictureURL: slot.body.uploadURL })).status).toBe(403);
  });

  it('refuses setting a picture that was never uploaded', async () => {
    const { client } = await signUpUser();
    const slot = await client.post<{ uploadURL: string }>('/api/objects/upload');
    const res = await client.put('/api/profile-picture', { profilePictureURL: slot.body.uploadURL });
    expect(res.status).toBe(400);
  });
});
