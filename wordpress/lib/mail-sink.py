"""A real SMTP server on 127.0.0.1 for the local WordPress's tests (Debian's python3-aiosmtpd),
with an HTTP API to read what it received. Started and stopped by wordpress/mail-sink.sh.

SMTP: accepts every message, except that it refuses at RCPT TO any recipient of the domain
MAIL_SINK_REJECT_DOMAIN (default rejeitado.example) with "550 5.1.1", as a mail server refuses an
address that does not exist.

HTTP (JSON):
  GET    /messages[?to=ADDRESS]  the messages received (oldest first), each with its envelope, its
                                 headers (decoded), its subject and its text body (decoded)
  GET    /count                  {"count": N} (cheap, for the load benchmark)
  DELETE /messages               forget them all
  GET    /health                 {"ok": true}
"""

import argparse
import email
import email.policy
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from aiosmtpd.controller import Controller

REJECT_DOMAIN = "rejeitado.example"

messages = []
lock = threading.Lock()


class Handler:
    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.lower().endswith("@" + REJECT_DOMAIN):
            return "550 5.1.1 <%s>: Recipient address rejected: User unknown" % address
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        with lock:
            messages.append(
                {
                    "id": len(messages) + 1,
                    "received_at": time.time(),
                    "from": envelope.mail_from,
                    "to": list(envelope.rcpt_tos),
                    "raw": envelope.original_content or envelope.content,
                }
            )
        return "250 Message accepted"


def parsed(entry):
    message = email.message_from_bytes(entry["raw"], policy=email.policy.default)
    body = message.get_body(preferencelist=("plain",))
    return {
        "id": entry["id"],
        "received_at": entry["received_at"],
        "from": entry["from"],
        "to": entry["to"],
        "subject": str(message.get("subject", "")),
        "headers": {name.lower(): str(value) for name, value in message.items()},
        "text": body.get_content() if body is not None else "",
    }


class Api(BaseHTTPRequestHandler):
    def answer(self, status, payload):
        body = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/health":
            return self.answer(200, {"ok": True})
        if url.path == "/count":
            with lock:
                return self.answer(200, {"count": len(messages)})
        if url.path == "/messages":
            wanted = [address.lower() for address in parse_qs(url.query).get("to", [])]
            with lock:
                selected = [m for m in messages if not wanted or any(t.lower() in wanted for t in m["to"])]
            return self.answer(200, [parsed(m) for m in selected])
        return self.answer(404, {"error": "not found"})

    def do_DELETE(self):
        if urlparse(self.path).path != "/messages":
            return self.answer(404, {"error": "not found"})
        with lock:
            messages.clear()
        return self.answer(200, {"ok": True})

    def log_message(self, format, *args):
        pass


def main():
    global REJECT_DOMAIN
    parser = argparse.ArgumentParser()
    parser.add_argument("--smtp-port", type=int, required=True)
    parser.add_argument("--http-port", type=int, required=True)
    parser.add_argument("--reject-domain", default=REJECT_DOMAIN)
    options = parser.parse_args()
    REJECT_DOMAIN = options.reject_domain.lower()
    controller = Controller(Handler(), hostname="127.0.0.1", port=options.smtp_port, data_size_limit=10 * 1024 * 1024)
    controller.start()
    api = ThreadingHTTPServer(("127.0.0.1", options.http_port), Api)
    print("mail sink: SMTP 127.0.0.1:%d, HTTP 127.0.0.1:%d" % (options.smtp_port, options.http_port), flush=True)
    try:
        api.serve_forever()
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
