// Runs the built script against a Petstore server on 127.0.0.1 (a random port): once as the description
// says, once with a body that breaks it, which Zod must catch before the script uses it.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { test } from "node:test";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A Petstore that answers as the description says; `liar` makes the list's first pet's id a string. */
function petstore({ liar = false } = {}) {
  const pets = [
    { id: 1, name: "Fido", status: "available", birthDate: "2020-05-17" },
    { id: 2, name: "Tom", status: "available" },
  ];
  const requests = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      requests.push(`${request.method} ${request.url}${text ? ` ${text}` : ""}`);
      const send = (status, body) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url, "http://localhost");
      if (request.method === "GET" && url.pathname === "/pets") {
        return send(200, liar ? [{ ...pets[0], id: "one" }, pets[1]] : pets);
      }
      if (request.method === "POST" && url.pathname === "/pets")
        return send(201, { id: 3, ...JSON.parse(text) });
      const match = /^\/pets\/(\d+)$/.exec(url.pathname);
      const pet = match && pets.find((candidate) => candidate.id === Number(match[1]));
      if (request.method === "GET" && pet) return send(200, pet);
      if (request.method === "GET" && match) return send(404, { code: 404, message: "no such pet" });
      send(500, { code: 500, message: "unexpected" });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => server.close() });
    });
  });
}

async function runScript(url) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["dist/main.js"], {
      env: { ...process.env, PETSTORE_URL: url },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

test("lists, shows and adds pets, and reads a documented 404", async () => {
  const server = await petstore();
  try {
    const result = await runScript(server.url);
    assert.equal(result.stderr, "");
    assert.equal(
      result.stdout,
      "2 available: Fido, Tom\n#1 Fido, born 2020-05-17\nadded #3 Rex\n#999: no such pet\n",
    );
    assert.deepEqual(server.requests, [
      "GET /pets?limit=10&status=available",
      "GET /pets/1",
      'POST /pets {"name":"Rex","status":"pending"}',
      "GET /pets/999",
    ]);
    assert.equal(result.code, 0);
  } finally {
    server.close();
  }
});

test("a body that breaks the description is refused before the script uses it", async () => {
  const server = await petstore({ liar: true });
  try {
    const result = await runScript(server.url);
    assert.equal(result.stdout, "");
    assert.match(
      result.stderr,
      /^the server broke its contract: GET \/pets: the response body does not match its schema: \[0\]\.id: /,
    );
    assert.equal(result.code, 1);
  } finally {
    server.close();
  }
});
