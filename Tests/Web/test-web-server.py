#!/usr/bin/env python3
"""A web server on loopback for the web import's tests and benchmark: recipe
pages, a photo, and each bad day a real site can have (statuses, redirects
without end, silence, answers too large, a lying charset, a consent page);
/bench/N.html and /bench/N.jpg for the benchmark.

    test-web-server.py --photo JPEG [--photos FOLDER] [--tls CERT KEY] [--proxy]
    test-web-server.py --make-certificates FOLDER

It listens on 127.0.0.1 (a free port), prints "PORT N" once it does, and
serves until it is killed. /__log answers the requests seen so far, one JSON
object per line (path and User-Agent). With --tls it speaks HTTPS with the
given certificate; with --photos, /dish/NAME.html is a recipe page named
after FOLDER/NAME.jpg, with that photo; with --proxy it is also a forward proxy for http:// URLs
on loopback, and logs each request it forwards. --make-certificates writes
a test certificate authority (ca.pem) and a certificate it signed for
localhost and 127.0.0.1 (server.pem, server.key) into FOLDER, with openssl.
Nothing here ever reaches beyond this machine.
"""
import gzip
import http.server
import json
import os
import ssl
import subprocess
import sys
import threading
import time
import urllib.request
from urllib.parse import parse_qs, urlsplit

RECIPE = {"@context": "https://schema.org", "@type": "Recipe", "name": "Borscht",
          "recipeIngredient": ["2 beetroots", "1 onion", "500 ml stock"],
          "recipeInstructions": [{"@type": "HowToStep", "text": "Simmer everything for an hour."}]}


def page(recipe, head="", charset="utf-8"):
    """A recipe page: its JSON-LD in the head, and a line of text."""
    script = f'<script type="application/ld+json">{json.dumps(recipe, ensure_ascii=False)}</script>' if recipe else ""
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="{charset}"><title>{(recipe or {}).get("name", "Hello")}</title>'
            f"{head}{script}</head><body><p>A page.</p></body></html>")


def with_image(image, **changes):
    """The recipe with an image reference and other fields changed."""
    return dict(RECIPE, image=image, **changes) if image else dict(RECIPE, **changes)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # As web servers do (nginx's tcp_nodelay): the headers and the body are two
    # writes, and Nagle's algorithm would hold the body for the client's delayed ACK.
    disable_nagle_algorithm = True
    photo = b""
    photos = None
    proxy = False
    log = []
    lock = threading.Lock()

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="text/html; charset=utf-8", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, location, status=302):
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        url = urlsplit(self.path)
        if self.proxy and url.scheme == "http":
            return self.forward(url)
        path, query = url.path, parse_qs(url.query)
        if path != "/__log":
            with self.lock:
                self.log.append({"path": self.path, "userAgent": self.headers.get("User-Agent", "")})
        if path == "/__log":
            with self.lock:
                body = "".join(json.dumps(entry) + "\n" for entry in self.log).encode()
            return self.send(200, body, "application/json")
        if path == "/photo.jpg":
            return self.send(200, self.photo, "image/jpeg")
        if path == "/recipe.html":
            return self.send(200, page(with_image("photo.jpg")).encode())
        if path == "/recipe-again.html":
            return self.send(200, page(with_image("/photo.jpg", name="Borscht again")).encode())
        if path == "/og.html":
            return self.send(200, page(RECIPE, head='<meta property="og:image" content="/photo.jpg">').encode())
        if path == "/no-photo.html":
            return self.send(200, page(with_image("/status/404")).encode())
        if path == "/not-image.html":
            return self.send(200, page(with_image("/consent.html")).encode())
        if path == "/gzip.html":
            body = gzip.compress(page(with_image("photo.jpg", name="Gzipped borscht")).encode())
            return self.send(200, body, headers=[("Content-Encoding", "gzip")])
        if path == "/latin1.html":
            # The header says Latin-1; the page claims UTF-8: the header is right.
            body = page(dict(RECIPE, name="Crème brûlée"), charset="utf-8").encode("latin-1")
            return self.send(200, body, "text/html; charset=ISO-8859-1")
        if path == "/utf8-as-latin1.html":
            # The header says Latin-1 (a server's default); the bytes are UTF-8: read as UTF-8.
            return self.send(200, page(dict(RECIPE, name="Crème brûlée"), head="").replace('<meta charset="utf-8">', "").encode(),
                             "text/html; charset=ISO-8859-1")
        if path == "/recipe.json":
            # JSON-LD served as such, naming a file on the reader's disk and another site's address.
            recipe = dict(RECIPE, name="Served JSON", image="file:///etc/hostname", url="https://other.example/recipes/1")
            return self.send(200, json.dumps(recipe).encode(), "application/ld+json")
        if path == "/teasers.html":
            # Three recipes without a photo and 30 nameless teasers: the page's og:image stands in for every photo.
            teasers = "".join(f'<div itemscope itemtype="https://schema.org/Recipe"><a itemprop="url" href="/r/{n}">more</a></div>'
                              for n in range(30))
            recipes = [dict(RECIPE, name=name) for name in ("With teasers", "Second", "Third")]
            head = '<meta property="og:image" content="/photo.jpg">' + f'<script type="application/ld+json">{json.dumps(recipes)}</script>'
            return self.send(200, page(None, head=head).replace("<p>A page.</p>", teasers).encode())
        if path == "/many-photos.html":
            # 30 named recipes, each with a photo of its own address.
            recipes = [dict(RECIPE, name=f"Dish {n}", image=f"/photo.jpg?n={n}") for n in range(30)]
            return self.send(200, page(None, head=f'<script type="application/ld+json">{json.dumps(recipes)}</script>').encode())
        if path == "/consent.html":
            return self.send(200, page(None).encode())
        if path.startswith("/dish/") and self.photos:
            name = os.path.basename(path)[:-5] if path.endswith(".html") else os.path.basename(path)[:-4]
            photo = os.path.join(self.photos, name + ".jpg")
            if not name or not os.path.isfile(photo):
                return self.send(404, b"<html><body>no such dish</body></html>")
            if path.endswith(".jpg"):
                return self.send(200, open(photo, "rb").read(), "image/jpeg")
            title = name.replace("-", " ").capitalize()
            recipe = with_image(f"{name}.jpg", name=title, recipeIngredient=[f"500 g {title.lower()}", "salt"])
            return self.send(200, page(recipe).encode())
        if path.startswith("/bench/") and path.endswith(".jpg"):
            return self.send(200, self.photo, "image/jpeg")
        if path.startswith("/bench/") and path.endswith(".html"):
            # The web import benchmark's pages: a recipe each, its photo by absolute address, as sites write it.
            number = path[len("/bench/"):-len(".html")]
            image = f"http://{self.headers.get('Host', '127.0.0.1')}/bench/{number}.jpg"
            recipe = with_image(image, name=f"Bench recipe {number}", recipeIngredient=[f"{number} g flour", "1 egg"])
            return self.send(200, page(recipe, head="<style>" + "p{margin:0}" * 2000 + "</style>").encode())
        if path.startswith("/status/"):
            code = int(path.rsplit("/", 1)[1])
            return self.send(code, f"<html><body>{code}</body></html>".encode())
        if path == "/redirect":
            return self.redirect(query.get("to", ["/recipe.html"])[0], int(query.get("status", ["302"])[0]))
        if path.startswith("/chain/"):
            left = int(path.rsplit("/", 1)[1])
            return self.redirect(f"/chain/{left - 1}" if left > 0 else "/recipe.html")
        if path == "/loop":
            return self.redirect("/loop")
        if path == "/silent":
            time.sleep(float(query.get("seconds", ["30"])[0]))
            return self.send(200, page(RECIPE).encode())
        if path == "/drip":
            # A byte every half second, for ever: each read is quick, the whole never ends.
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            for _ in range(100000):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.5)
            return
        if path == "/huge.html":
            # 60 MB with no length said: refused as it streams in.
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b"<p>" + b"x" * (1 << 20) + b"</p>"
            try:
                for _ in range(60):
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.write(b"0\r\n\r\n")
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        return self.send(404, b"<html><body>not found</body></html>")

    def forward(self, url):
        """A forward proxy's GET, for loopback addresses only."""
        if url.hostname not in ("127.0.0.1", "localhost", "::1"):
            return self.send(403, b"this test proxy forwards to loopback only")
        with self.lock:
            self.log.append({"path": self.path, "userAgent": self.headers.get("User-Agent", ""), "proxied": True})
        request = urllib.request.Request(self.path, headers={"User-Agent": self.headers.get("User-Agent", "")})
        try:
            with urllib.request.build_opener(urllib.request.ProxyHandler({})).open(request, timeout=30) as answer:
                body = answer.read()
                return self.send(answer.status, body, answer.headers.get("Content-Type", "text/html"))
        except urllib.error.HTTPError as error:
            return self.send(error.code, error.read())


def make_certificates(folder):
    """A test CA and a certificate it signed for localhost and 127.0.0.1."""
    def openssl(*arguments):
        subprocess.run(["openssl", *arguments], check=True, capture_output=True, cwd=folder)
    curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    openssl("req", "-x509", *curve, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Larder test CA")
    openssl("req", *curve, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost")
    with open(os.path.join(folder, "server.ext"), "w") as ext:
        ext.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n")
    openssl("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "server.pem", "-days", "2", "-extfile", "server.ext")


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--make-certificates"]:
        make_certificates(arguments[1])
        return
    tls = None
    while arguments:
        option = arguments.pop(0)
        if option == "--photo":
            Handler.photo = open(arguments.pop(0), "rb").read()
        elif option == "--photos":
            Handler.photos = arguments.pop(0)
        elif option == "--tls":
            tls = (arguments.pop(0), arguments.pop(0))
        elif option == "--proxy":
            Handler.proxy = True
        else:
            sys.exit(f"unknown option {option}")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
