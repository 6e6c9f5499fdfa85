"""A planted-secret corpus generated from a random source: random but valid-shaped credentials
of many formats, each placed in a file the way real repositories hold them (code, config,
manifests, encoded, split), plus decoys that must stay public.

Used by tests/test_secrets.py (through hypothesis and a fixed seed) and tools/bench_secrets.py.
Nothing here is a fixed sample: every token is drawn fresh from ``rng``.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import json
import os
import random
import re
import sqlite3
import string
import tarfile
import tempfile
import uuid
import zipfile
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass

UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
BASE32 = UPPER + "234567"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


@dataclass(frozen=True)
class Planted:
    """One planted credential: the file that holds it and the bytes that must never be output."""

    fmt: str
    path: str
    content: bytes
    needle: bytes


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _mixed(rng: random.Random, alphabet: str, n: int) -> str:
    """A token that looks random: at least one upper, one lower and one digit where the
    alphabet has them (real tokens almost always do; an all-digit draw is not a token)."""
    while True:
        token = _pick(rng, alphabet, n)
        classes = [set(UPPER), set(string.ascii_lowercase), set(DIGITS)]
        wanted = [c for c in classes if c & set(alphabet)]
        if all(c & set(token) for c in wanted):
            return token


def _word(rng: random.Random) -> str:
    return rng.choice(["app", "svc", "core", "billing", "infra", "deploy", "api", "worker"])


def _b64(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return base64.b64encode(raw).decode()


def _pem_body(rng: random.Random, kind: str = "RSA PRIVATE KEY") -> str:
    lines = [_pick(rng, B64, 64) for _ in range(rng.randint(6, 12))]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----\n"


def _py(name: str, value: str) -> str:
    return (
        f'"""Settings."""\nimport os\n\nDEBUG = False\n{name} = "{value}"\n\n\n'
        f"def get():\n    return {name}\n"
    )


def _jwt(rng: random.Random) -> str:
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    claims = json.dumps({"sub": _pick(rng, DIGITS, 8), "name": _word(rng), "iat": 1516239022})
    body = base64.urlsafe_b64encode(claims.encode()).rstrip(b"=").decode()
    return f"{header}.{body}.{_pick(rng, URLSAFE, 43)}"


def _password(rng: random.Random) -> str:
    return _mixed(rng, ALNUM, rng.randint(14, 24)) + rng.choice("!#%*")


# Each maker returns (path, file text, needle); the needle is the text that must not leak.
Maker = Callable[[random.Random], tuple[str, str | bytes, str]]


def _token_in_code(prefix: str, alphabet: str, n: int, var: str) -> Maker:
    def make(rng: random.Random) -> tuple[str, str, str]:
        token = prefix + _mixed(rng, alphabet, n)
        return f"src/{_word(rng)}/config_{rng.randint(1, 999)}.py", _py(var, token), token

    return make


def _aws_key_underscore(rng):
    token = "AKIA" + _mixed(rng, BASE32, 16)
    text = f"ACCESS = '{token}_{_word(rng)}'\nREGION = 'eu-west-1'\n"
    return f"deploy/{_word(rng)}.py", text, token


def _aws_secret_alone(rng):
    secret = _mixed(rng, B64, 40)
    text = f"[default]\nregion = us-east-1\naws_secret_access_key = {secret}\n"
    return f"ops/{_word(rng)}_aws.ini", text, secret


def _aws_secret_yaml(rng):
    secret = _mixed(rng, B64, 40)
    return f"ci/{_word(rng)}.yml", f"env:\n  AWS_SECRET_ACCESS_KEY: {secret}\n", secret


def _slack_webhook(rng):
    url = (
        f"https://hooks.slack.com/services/T{_pick(rng, UPPER + DIGITS, 8)}"
        f"/B{_pick(rng, UPPER + DIGITS, 8)}/{_mixed(rng, ALNUM, 24)}"
    )
    return f"scripts/notify_{_word(rng)}.sh", f"#!/bin/sh\ncurl -X POST {url} -d @-\n", url


def _slack_bot(rng):
    token = f"xoxb-{_pick(rng, DIGITS, 12)}-{_pick(rng, DIGITS, 13)}-{_mixed(rng, ALNUM, 24)}"
    return f"bot/{_word(rng)}.js", f"const token = '{token}';\nmodule.exports = token;\n", token


def _npmrc_token(rng):
    token = "npm_" + _mixed(rng, ALNUM, 36)
    return f"{_word(rng)}/.npmrc", f"//registry.npmjs.org/:_authToken={token}\n", token


def _npmrc_auth(rng):
    auth = _b64(f"{_word(rng)}:{_password(rng)}")
    text = f"registry=https://npm.example.com/\n_auth = {auth}\nalways-auth=true\n"
    return f"web{rng.randint(1, 99)}/.npmrc", text, auth


def _twilio(rng):
    sid, secret = "AC" + _pick(rng, HEX, 32), _pick(rng, HEX, 32)
    text = f"TWILIO_ACCOUNT_SID = '{sid}'\nTWILIO_AUTH_TOKEN = '{secret}'\n"
    return f"sms/{_word(rng)}_twilio.py", text, secret


def _twilio_key(rng):
    key = "SK" + _pick(rng, HEX, 32)
    return f"sms/{_word(rng)}.rb", f'client = Twilio::REST::Client.new("{key}")\n', key


def _mailgun(rng):
    key = "key-" + _pick(rng, HEX, 32)
    return f"mail/{_word(rng)}.php", f"<?php\n$mg = Mailgun::create('{key}');\n", key


def _pem(rng):
    pem = _pem_body(rng, rng.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"]))
    return f"certs/{_word(rng)}.pem", pem, pem.splitlines()[3]


def _openssh(rng):
    pem = _pem_body(rng, "OPENSSH PRIVATE KEY")
    return f"keys/deploy_{_word(rng)}", pem, pem.splitlines()[2]


def _pem_split(rng):
    pem = _pem_body(rng)
    lines = pem.splitlines()
    literal = "\n".join(f'    "{line}\\n"' for line in lines)
    text = f"KEY = (\n{literal}\n)\n"
    # the PEM header itself is split across two literals
    text = text.replace(
        '"-----BEGIN RSA PRIVATE KEY-----\\n"', '"-----BEGIN RSA "\n    "PRIVATE KEY-----\\n"'
    )
    return f"tests/fixtures_{_word(rng)}.py", text, lines[2]


def _pem_json_escaped(rng):
    pem = _pem_body(rng, "PRIVATE KEY")
    doc = {
        "type": "service_account",
        "project_id": f"{_word(rng)}-{rng.randint(1000, 9999)}",
        "private_key_id": _pick(rng, HEX, 40),
        "private_key": pem,
        "client_email": f"{_word(rng)}@example.iam.gserviceaccount.com",
    }
    return f"gcp/{_word(rng)}-sa.json", json.dumps(doc, indent=2), pem.splitlines()[2]


def _k8s_secret_pem(rng):
    pem = _pem_body(rng)
    encoded = _b64(pem)
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls\ntype: Opaque\ndata:\n"
        f"  tls.key: {encoded}\n"
    )
    return f"k8s/{_word(rng)}-secret.yaml", text, encoded


def _k8s_secret_token(rng):
    encoded = _b64("ghp_" + _mixed(rng, ALNUM, 36))
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: gh\ndata:\n"
        f"  token: {encoded}\n  user: {_b64(_word(rng))}\n"
    )
    return f"deploy/{_word(rng)}/secret.yaml", text, encoded


def _k8s_secret_password(rng):
    encoded = _b64(_password(rng))
    text = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: {encoded}\n"
    return f"charts/{_word(rng)}/templates/db-secret.yaml", text, encoded


def _kubeconfig(rng):
    key = _b64(_pem_body(rng, "EC PRIVATE KEY"))
    text = (
        "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n"
        "  name: prod\nusers:\n- name: admin\n  user:\n"
        f"    client-certificate-data: {_b64('cert')}\n    client-key-data: {key}\n"
    )
    return f"ops/{_word(rng)}.kubeconfig.yaml", text, key


def _docker_auth(rng):
    auth = _b64(f"{_word(rng)}:{_password(rng)}")
    doc = {"auths": {"registry.example.com": {"auth": auth}}}
    return f"ci/docker-{_word(rng)}/auth.json", json.dumps(doc, indent=2), auth


def _yaml_password(rng):
    pw = _password(rng)
    text = f"database:\n  host: db.internal\n  user: {_word(rng)}\n  password: {pw}\n"
    return f"config/{_word(rng)}.yaml", text, pw


def _pass_suffix(rng):
    pw = _password(rng)
    var = rng.choice(["DB_PASS", "SMTP_PASS", "redis.pass", "ADMIN-PASS"])
    return f"deploy/{_word(rng)}.sh", f'#!/bin/sh\nexport {var}="{pw}"\n', pw


def _django(rng):
    key = _pick(rng, string.ascii_lowercase + DIGITS + "!@#$%^&*(-_=+)", 50)
    text = (
        f"import os\n\nBASE_DIR = os.path.dirname(__file__)\nSECRET_KEY = '{key}'\nDEBUG = False\n"
    )
    return f"{_word(rng)}site/settings.py", text, key


def _url_password(rng):
    pw = _mixed(rng, ALNUM, rng.randint(12, 20)) + rng.choice("-_.~")
    scheme = rng.choice(["postgres", "mysql", "redis", "amqp", "mongodb+srv"])
    text = f'DATABASE_URL = "{scheme}://{_word(rng)}:{pw}@db.example.com:5432/main"\n'
    return f"src/{_word(rng)}/db.py", text, pw


def _jwt_file(rng):
    token = _jwt(rng)
    return f"tests/{_word(rng)}_auth.js", f"const auth = 'Bearer {token}';\n", token


def _api_key_assign(rng):
    key = _mixed(rng, ALNUM, 32)
    return f"lib/{_word(rng)}_client.go", f'package x\n\nconst apiKey = "{key}"\n', key


def _secret_key_assign(rng):
    key = _mixed(rng, ALNUM + "/+", 40)
    return f"conf/{_word(rng)}.properties", f"service.url=https://x\nclient_secret = {key}\n", key


def _azure(rng):
    key = _mixed(rng, B64, 86) + "=="
    conn = (
        f"DefaultEndpointsProtocol=https;AccountName={_word(rng)};AccountKey={key};"
        "EndpointSuffix=core.windows.net"
    )
    return f"azure/{_word(rng)}.cs", f'var conn = "{conn}";\n', key


def _tfstate(rng):
    pw = _password(rng)
    doc = {
        "version": 4,
        "resources": [{"type": "aws_db_instance", "instances": [{"attributes": {"password": pw}}]}],
    }
    return f"infra/{_word(rng)}/terraform.tfstate", json.dumps(doc, indent=2), pw


def _in_one_of(path: str, value: Callable[[random.Random], str], *templates: str) -> Maker:
    """A maker: a value drawn by ``value``, written where one of ``templates`` says
    ``{value}``, in a file at ``path`` (``{word}``: a drawn word)."""

    def make(rng: random.Random) -> tuple[str, str, str]:
        drawn = value(rng)
        text = rng.choice(templates).replace("{value}", drawn)
        return path.replace("{word}", _word(rng)), text, drawn

    return make


def _named_file(name: str, template: str) -> Maker:
    def make(rng: random.Random) -> tuple[str, str, str]:
        value = _pick(rng, DIGITS, 4) if "PIN" in template else _password(rng)
        return f"{_word(rng)}/{name}", template.format(value=value), value

    return make


def _token_in_path(rng):
    token = "ghp_" + _mixed(rng, ALNUM, 36)
    return f"config/{token}.txt", "this file is named after a token\n", token


def _basic_auth_header(rng):
    cred = _b64(f"{_word(rng)}:{_password(rng)}")
    return (
        f"scripts/{_word(rng)}.sh",
        f'curl -H "Authorization: Basic {cred}" https://api.example.com\n',
        cred,
    )


def _openai(rng):
    key = f"sk-proj-{_mixed(rng, URLSAFE, 74)}T3BlbkFJ{_mixed(rng, URLSAFE, 74)}"
    return f"ai/{_word(rng)}.py", _py("OPENAI_API_KEY", key), key


def _anthropic(rng):
    key = f"sk-ant-api03-{_mixed(rng, URLSAFE, 93)}AA"
    return (
        f"ai/{_word(rng)}_claude.ts",
        f"const client = new Anthropic({{ apiKey: '{key}' }});\n",
        key,
    )


def _sendgrid(rng):
    key = f"SG.{_mixed(rng, URLSAFE, 22)}.{_mixed(rng, URLSAFE, 43)}"
    return f"mail/{_word(rng)}.py", _py("SENDGRID", key), key


def _private_key_env_json(rng):
    secret = _mixed(rng, ALNUM, 40)
    doc = {"name": _word(rng), "settings": {"clientSecret": secret}}
    return f"config/{_word(rng)}.json", json.dumps(doc, indent=2), secret


def _telegram(rng):
    token = f"{rng.randint(10**8, 10**10 - 1)}:AA{_mixed(rng, URLSAFE, 33)}"
    return f"bots/{_word(rng)}.py", _py("BOT_TOKEN", token), token


def _discord(rng):
    user_id = base64.b64encode(str(rng.randint(10**16, 10**19)).encode()).decode().rstrip("=")
    token = ".".join((user_id, _mixed(rng, URLSAFE, 6), _mixed(rng, URLSAFE, 27)))
    return f"bots/{_word(rng)}_discord.js", f"client.login('{token}');\n", token


def _azure_sas(rng):
    sig = _b64(rng.randbytes(32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    url = (
        f"https://{_word(rng)}store.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co"
        f"&sp=rl&se=2027-01-01T00:00:00Z&sig={sig}"
    )
    return f"scripts/{_word(rng)}_restore.sh", f'az storage blob download --blob-url "{url}"\n', sig


def _xml_password(rng):
    pw = _password(rng)
    text = f"<settings>\n  <user>{_word(rng)}</user>\n  <password>{pw}</password>\n</settings>\n"
    return f"conf/{_word(rng)}.xml", text, pw


def _php_define(rng):
    pw = _password(rng)
    return f"www/{_word(rng)}-config.php", f"<?php\ndefine( 'DB_PASSWORD', '{pw}' );\n", pw


def _yaml_block(rng):
    pw = _password(rng)
    return f"deploy/{_word(rng)}.yaml", f"db:\n  password: |-\n    {pw}\n  user: app\n", pw


def _toml_multiline(rng):
    key = _mixed(rng, ALNUM, 32)
    return f"{_word(rng)}.toml", f'[service]\napi_key = """\n{key}"""\n', key


def _jwk_private(rng):
    d = _mixed(rng, URLSAFE, 43)
    doc = {
        "kty": "EC",
        "crv": "P-256",
        "x": _mixed(rng, URLSAFE, 43),
        "y": _mixed(rng, URLSAFE, 43),
        "d": d,
    }
    return f"keys/{_word(rng)}.jwk.json", json.dumps(doc), d


def _unicode_escaped(rng):
    secret = _mixed(rng, ALNUM, 28)
    escaped = "".join(f"\\u{ord(c):04x}" for c in secret)
    return f"config/{_word(rng)}.json", f'{{"clientSecret": "{escaped}"}}\n', escaped


def _hex_encoded(rng):
    token = "ghp_" + _mixed(rng, ALNUM, 36)
    encoded = token.encode().hex()
    return f"src/{_word(rng)}/blob.py", _py("BLOB", encoded), encoded


def _split_literals(rng):
    token = "ghp_" + _mixed(rng, ALNUM, 36)
    cut = rng.randint(6, 30)
    text = f'const token =\n  "{token[:cut]}" +\n  "{token[cut:]}";\n'
    return f"web/{_word(rng)}.js", text, token[cut:]


def _notebook_output(rng):
    pw = _password(rng)
    cell = {
        "cell_type": "code",
        "execution_count": 3,
        "metadata": {},
        "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"db password: {pw}\n"]}],
        "source": ["print(config)"],
    }
    doc = {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    return f"notebooks/{_word(rng)}.ipynb", json.dumps(doc, indent=1), pw


def _openvpn(rng):
    body = "\n".join(_pick(rng, HEX, 32) for _ in range(16))
    text = f"-----BEGIN OpenVPN Static key V1-----\n{body}\n-----END OpenVPN Static key V1-----\n"
    return f"vpn/{_word(rng)}.conf", text, body


def _netrc_copy(rng):
    pw = _password(rng)
    return (
        f"notes/{_word(rng)}.txt",
        f"machine api.{_word(rng)}.io\n  login me\n  password {pw}\n",
        pw,
    )


def _shadow(rng):
    hashed = f"$6${_pick(rng, ALNUM, 16)}${_pick(rng, ALNUM + './', 86)}"
    return f"backup/{_word(rng)}_shadow", f"root:{hashed}:19000:0:99999:7:::\n", hashed


def _hmac_hex(rng):
    key = _pick(rng, HEX, 64)
    return f"src/{_word(rng)}/signing.go", f'package x\n\nconst hmacKey = "{key}"\n', key


BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
WIF_VERSION, ADDRESS_VERSION = b"\x80", b"\x00"


def _base58check(payload: bytes, *, break_checksum: bool = False) -> str:
    """Bitcoin's Base58Check of ``payload``: a double-SHA-256 checksum appended, base 58."""
    checksum = bytearray(hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])
    if break_checksum:
        checksum[0] ^= 1
    number = int.from_bytes(payload + checksum, "big")
    digits = ""
    while number:
        number, digit = divmod(number, 58)
        digits = BASE58[digit] + digits
    return "1" * (len(payload) - len(payload.lstrip(b"\0"))) + digits


def _random_bytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def _bitcoin_wif(rng):
    key = _base58check(WIF_VERSION + _random_bytes(rng, 32) + b"\x01")
    return f"wallet/{_word(rng)}.py", f'from bit import Key\n\nWIF = "{key}"\nk = Key(WIF)\n', key


def _extended_private_key(rng):
    chain = _random_bytes(rng, 32)
    key = _base58check(b"\x04\x88\xad\xe4" + bytes(9) + chain + b"\x00" + _random_bytes(rng, 32))
    return f"config/{_word(rng)}.env", f"WALLET_XPRV={key}\n", key


def _keypair_file(rng):
    numbers = ",".join(str(b) for b in _random_bytes(rng, 64))
    return f"keys/{_word(rng)}-keypair.json", f"[{numbers}]\n", f"[{numbers}]"


def _key_byte_list(rng):
    numbers = ", ".join(str(b) for b in _random_bytes(rng, 64))
    text = f"const payer = Keypair.fromSecretKey(\n  Uint8Array.from([{numbers}])\n);\n"
    return f"scripts/{_word(rng)}.ts", text, numbers


def _command_line(rng):
    pw = _password(rng)
    command = rng.choice(
        [
            f"mysql -h db.{_word(rng)}.io -u root -p{pw} app",
            f"sshpass -p '{pw}' ssh deploy@{_word(rng)}.io",
            f"redis-cli -h cache -a {pw} FLUSHALL",
            f"ldapsearch -x -D cn=admin -w {pw} -b dc=corp",
            f"smbclient //nas/share -U backup%{pw} -c 'put x'",
            f"curl -u svc:{pw} https://api.{_word(rng)}.io/v1",
        ]
    )
    return f"ops/{_word(rng)}.sh", f"#!/bin/sh\nset -e\n{command}\n", pw


def _plaintext_scheme(rng):
    pw = _password(rng)
    return f"mail/{_word(rng)}", f"ops@{_word(rng)}.io:{{PLAIN}}{pw}:5000:5000::/var/mail\n", pw


def _login_pair(rng):
    pw = _password(rng)
    text = f"cache_peer proxy.{_word(rng)}.net parent 3128 0 no-query login=svc:{pw}\n"
    return "etc/squid.conf", text, pw


def _redis_acl(rng):
    pw = _password(rng)
    return "redis/users.acl", f"user default off\nuser app on >{pw} ~* +@all\n", pw


def _make_variable(rng):
    pw = _password(rng)
    return "Makefile", f"REGISTRY_USER ?= ci\nREGISTRY_PASS ?= {pw}\n\npush:\n\tdocker push x\n", pw


def _xml_value_child(rng):
    pw = _password(rng)
    text = f"<AdministratorPassword>\n  <Value>{pw}</Value>\n  <PlainText>true</PlainText>\n"
    return "packer/autounattend.xml", f"<UserAccounts>\n{text}</AdministratorPassword>\n", pw


def _table_row(rng):
    pw = _password(rng)
    return f"notes/{_word(rng)}.txt", f"| user | app |\n| password | {pw} |\n", pw


def _word_for_password(rng):
    pw = _password(rng)
    word = rng.choice(["كلمة_المرور", "पासवर्ड", "mật_khẩu", "kata_sandi", "κωδικός", "סיסמה"])
    return f"config/{_word(rng)}.yaml", f"db:\n  host: db.local\n  {word}: {pw}\n", pw


def _dotted_password(rng):
    # One part reads as words; the other has two runs of digits, as no name's part does.
    digits = [_pick(rng, DIGITS, 1) for _ in range(2)]
    tail = f"{_pick(rng, UPPER, 1)}{_pick(rng, HEX[10:], 2)}{digits[0]}x{digits[1]}"
    pw = f"{_pick(rng, string.ascii_letters, 10)}.{tail}"
    return ".drone.yml", f"settings:\n  username: ci\n  password: {pw}\n", pw


def _provider_token(rng):
    token = rng.choice(
        [
            "hcaik_" + _pick(rng, LOWER_ALNUM, 58),
            "standard_" + _pick(rng, HEX, 256),
            "sl.B" + _pick(rng, URLSAFE, 135),
            "AAAA" + _pick(rng, URLSAFE, 7) + ":APA91b" + _pick(rng, URLSAFE, 134),
        ]
    )
    return f"src/{_word(rng)}.js", f'const KEY = "{token}";\n', token


def _token_as_url_user(rng):
    token = _pick(rng, HEX, 32)
    return "scripts/report.sh", f"export DSN=https://{token}@app.{_word(rng)}.com\n", token


def _pre_shared_key(rng):
    pw = _password(rng)
    text = rng.choice([f'network={{\n  ssid="{_word(rng)}"\n  psk="{pw}"\n}}\n', f': PSK "{pw}"\n'])
    return f"etc/{_word(rng)}.conf", text, pw


def _cisco_type0(rng):
    pw = _password(rng)
    return "configs/sw1.cfg", f"hostname sw1\n!\nusername ops privilege 15 password 0 {pw}\n!\n", pw


def _json_in_json(rng):
    pw = _password(rng)
    payload = json.dumps({"db": {"user": "app", "password": pw}})
    return f"exports/{_word(rng)}.json", json.dumps({"payload": payload}, indent=2) + "\n", pw


def _named_char_codes(rng):
    pw = _password(rng)
    codes = ", ".join(str(ord(c)) for c in pw)
    return f"src/{_word(rng)}.py", f"_PW = bytes([{codes}]).decode()\n", pw


def _hex_bytes_named(rng):
    token = _pick(rng, ALNUM, 32)
    codes = ", ".join(f"0x{ord(c):02x}" for c in token)
    return f"pkg/{_word(rng)}.go", f"var licenseKey = []byte{{{codes}}}\n", token


def _sql_insert_column(rng):
    pw = _password(rng)
    text = (
        "INSERT INTO users (id, email, password, created_at)\n"
        f"VALUES (1, 'ops@{_word(rng)}.io', '{pw}', NOW());\n"
    )
    return "db/seed.sql", text, pw


def _csv_column(rng):
    token = _pick(rng, ALNUM, 32)
    text = f"id,name,api_key,created\n7,{_word(rng)},{token},2024-01-02\n"
    return f"data/{_word(rng)}.csv", text, token


def _encoded_key_store(rng):
    # A DER RSA private key (PKCS #1: SEQUENCE, INTEGER 0, the modulus…), base64 in YAML.
    body = bytes([0x30, 0x82, 0x04, 0xA4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00])
    der = body + bytes(rng.randrange(256) for _ in range(200))
    encoded = base64.b64encode(der).decode()
    return f"ci/{_word(rng)}.yml", f"signing:\n  key_base64: {encoded}\n", encoded


def _copy_block(rng):
    token = _pick(rng, ALNUM, 40)
    text = (
        "COPY public.accounts (id, provider, access_token, created_at) FROM stdin;\n"
        f"1\t{_word(rng)}\t{token}\t2024-02-23 10:22:01\n\\.\n"
    )
    return "db/dump.sql", text, token


def _insert_by_create_table(rng):
    key = "sk_" + _pick(rng, LOWER_ALNUM, 28)
    text = (
        "CREATE TABLE providers (\n  id INTEGER PRIMARY KEY,\n  name TEXT,\n"
        "  secret_key TEXT\n);\n"
        f"INSERT INTO providers VALUES(1,'{_word(rng)}','{key}');\n"
    )
    return "instance/dump.sql", text, key


def _flagged_directive(rng):
    pw = _password(rng)
    return (
        "kickstart/ks.cfg",
        f"lang en_US.UTF-8\nrootpw --plaintext {pw}\nselinux --enforcing\n",
        pw,
    )


def _client_constructor(rng):
    key = _pick(rng, HEX, rng.choice([32, 40]))
    text = rng.choice(
        [
            f"<?php\n$client = new \\Recurly\\Client('{key}');\n",
            f'@client = Billing::REST::Client.new "{_word(rng)}-acct", "{key}"\n',
        ]
    )
    return f"src/{_word(rng)}.txt", text, key


def _sdk_positional(rng):
    token = _mixed(rng, ALNUM, rng.choice([24, 32, 40]))
    sdk = rng.choice(["sendkit", "paylane", "quoteflow"])
    text = rng.choice(
        [
            f'package notify\n\nvar client = {sdk}.New("{token}")\n',
            f"import {sdk}\n\napi = {sdk}.REST(\n"
            f'    "{_pick(rng, UPPER + DIGITS, 20)}",\n    "{token}",\n)\n',
            f'const client = new {sdk.title()}Client({{ region: "eu" }}, "{token}");\n',
        ]
    )
    return f"src/{_word(rng)}_client.txt", text, token


def _prefixed_secret_token(rng):
    token = rng.choice(["sk_", "atsk_", "tr_prod_", "secret-", "sk-live-"]) + _mixed(rng, ALNUM, 32)
    text = rng.choice(
        [
            f"# Notifications\n\nThe production token is:\n\n```bash\nexport NOTIFY={token}\n```\n",
            f'[{{"type": "message", "text": "here you go: {token} (keep it safe)"}}]\n',
        ]
    )
    name = "docs/notify.md" if text.startswith("#") else "archive/chat/2025-01-03.json"
    return name, text, token


def _key_option(rng):
    value = _mixed(rng, ALNUM + "+=.~", 22)
    text = rng.choice(
        [
            f"config wifi-iface 'default_radio0'\n\toption ssid 'Office'\n\toption key '{value}'\n",
            f'{{"name": "presence", "provider": "{_word(rng)}", "key": "{value}"}}\n',
            f'key = "{value}"\n',
        ]
    )
    return f"etc/config/{_word(rng)}", text, value


def _symbol_password(rng: random.Random) -> str:
    """A password manager's draw: letters, digits and symbols, with two symbols or more."""
    alphabet = ALNUM + "!@#$%^&*~+=-_."
    while True:
        pw = _mixed(rng, alphabet, rng.randint(14, 28))
        inside = pw[1:-1]
        if sum(c in "!@#$%^&*~+=" for c in inside) >= 2 and any(c in "!@#^*~" for c in inside):
            return pw


def _bare_password(rng):
    """A password where no rule knows the syntax: a job's input lines, a heredoc of
    user:password lines, a fixed-format record."""
    pw = _symbol_password(rng)
    path, text = rng.choice(
        [
            ("jobs/PAYFTP01.jcl", f"//INPUT    DD *\nelio\n{pw}\nbinary\nquit\n/*\n"),
            ("provision/rsync.sh", f"cat > /etc/rsyncd.secrets <<'EOF'\nbackup:{pw}\nEOF\n"),
            ("src/FTPXFER.cbl", f"           05  WS-FTP-LOGIN  PIC X(24) VALUE '{pw}'.\n"),
        ]
    )
    return path, text, pw


def _paren_password(rng: random.Random) -> str:
    """A generated password holding a parenthesis, at its end or among its first characters:
    no call, as no argument list closes on its line."""
    body = _mixed(rng, ALNUM + "!@#$%^&*", rng.randint(10, 16))
    cut = rng.randint(1, 4)
    return rng.choice([body + rng.choice(["(", "(x", ")("]), body[:cut] + "(" + body[cut:]])


def _bracket_password(rng: random.Random) -> str:
    """A generated password holding brackets, braces or angle brackets among its characters."""
    body = _mixed(rng, ALNUM + "!@#$%^&*", rng.randint(10, 16))
    cut = rng.randint(1, len(body) - 2)
    return body[:cut] + rng.choice("[]{}<>") + body[cut:]


def _hex_key(rng):
    key = _pick(rng, HEX, rng.choice([32, 40, 64]))
    text = rng.choice(
        [f"logdir = /var/log/app\nkey = {key}\n", f"widget:\n  type: overseerr\n  key: {key}\n"]
    )
    return f"etc/{_word(rng)}.conf", text, key


def _flag_in_string(rng):
    """A credential flag that is not the line's last word: in a command held in a string, or
    before a command separator."""
    secret = _mixed(rng, ALNUM, 32)
    text = rng.choice(
        [
            f'{{"scripts": {{"sign": "tool sign --api-secret {secret}"}}}}\n',
            f"Backlog MqttUser app; MqttPassword {secret}; Topic dryer\n",
        ]
    )
    return f"setup/{_word(rng)}.txt", text, secret


def _letters_token(rng):
    """A token of letters only, both cases (some providers issue them). Drawn with no run of
    four small letters: about one random draw in seven holds enough such humps to read as a
    name, and the rules leave those to the name beside them."""
    while True:
        token = _pick(rng, string.ascii_letters, 32)
        if not re.search(r"[a-z]{4,}", token):
            break
    return "filebeat/filebeat.yml", f"output.logzio:\n  token: {token}\n", token


def _uuid_key(rng):
    key = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    return "app/src/Braze.kt", f'private const val BRAZE_REST_KEY = "{key}"\n', key


def _long_token(rng):
    token = _pick(rng, HEX, 256)
    return "lib/cms.ts", f'const CMS_TOKEN = "{token}";\n', token


def zip_archive(files: Mapping[str, str | bytes]) -> bytes:
    """A zip of ``files`` (name -> content), deflated, with fixed dates: the same bytes for the
    same files. (Given a ZipInfo, zipfile takes its compression, not the archive's.)"""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, content in files.items():
            info = zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, content)
    return out.getvalue()


def _zipped_env(rng):
    pw = _password(rng)
    files = {"app/README.txt": "Release bundle\n", "app/.env": f"DB_PASSWORD={pw}\n"}
    return f"releases/{_word(rng)}-1.4.zip", zip_archive(files), pw


def _spreadsheet_column(rng):
    pw = _password(rng)
    strings = ["System", "Username", "Password", "Vendor portal", _word(rng), pw]
    shared = "".join(f"<si><t>{text}</t></si>" for text in strings)
    rows = "".join(
        f'<row r="{r + 1}">'
        + "".join(f'<c r="{"ABC"[c]}{r + 1}" t="s"><v>{r * 3 + c}</v></c>' for c in range(3))
        + "</row>"
        for r in range(2)
    )
    ns = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    sheet = f'<worksheet xmlns="{ns}"><sheetData>{rows}</sheetData></worksheet>'
    files = {
        "xl/sharedStrings.xml": f'<sst xmlns="{ns}">{shared}</sst>',
        "xl/worksheets/sheet1.xml": sheet,
    }
    return f"docs/{_word(rng)}_accounts.xlsx", zip_archive(files), pw


def _sqlite_settings(rng):
    token = _mixed(rng, ALNUM, 40)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "app.db")
        connection = sqlite3.connect(path)
        connection.execute("CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT)")
        connection.executemany(
            "INSERT INTO settings VALUES (?, ?)",
            [("site_name", _word(rng)), (f"{_word(rng)}_api_token", token), ("locale", "en")],
        )
        connection.commit()
        connection.close()
        with open(path, "rb") as handle:
            data = handle.read()
    return f"instance/{_word(rng)}.sqlite3", data, token


def _tgz_values(rng):
    token = _mixed(rng, ALNUM, 32)
    layer = io.BytesIO()
    with tarfile.open(fileobj=layer, mode="w") as archive:
        text = f"service:\n  auth_token: {token}\n".encode()
        info = tarfile.TarInfo(f"{_word(rng)}/values.yaml")
        info.size = len(text)
        archive.addfile(info, io.BytesIO(text))
    return f"charts/{_word(rng)}-0.3.1.tgz", gzip.compress(layer.getvalue(), mtime=0), token


def _redis_aof(rng):
    token = _mixed(rng, ALNUM, 34)
    parts = [b"HSET", f"notify:{_word(rng)}".encode(), b"pushover_token", token.encode()]
    command = b"*4\r\n" + b"".join(b"$%d\r\n%s\r\n" % (len(p), p) for p in parts)
    return "redis/appendonly.aof", command.decode(), token


def _php_serialized(rng):
    key = _mixed(rng, ALNUM, 32)
    value = f'a:1:{{s:7:"api_key";s:{len(key)}:"{key}";}}'
    text = f"INSERT INTO `wp_options` VALUES (7,'mailer','{value}','no');\n"
    return "backup/wordpress.sql", text.replace('"', '\\"'), key


def _declared_constant(rng):
    pw = _password(rng)
    text = rng.choice(
        [
            f'package Config is\n   DB_Password : constant String := "{pw}";\nend Config;\n',
            f"CREATE OR REPLACE PACKAGE BODY sync AS\n  c_token CONSTANT VARCHAR2(64) := '{pw}';\n",
        ]
    )
    return f"src/{_word(rng)}_config.txt", text, pw


def _login_subcommand(rng):
    token = _mixed(rng, ALNUM, 32)
    tool = rng.choice(["shodan init", "nomic login", "ngrok authtoken", "mapctl auth"])
    return f"scripts/{_word(rng)}_setup.sh", f"#!/bin/sh\nset -e\n{tool} {token}\nrun-job\n", token


def _prefixed_hex(rng):
    token = rng.choice(["live_", "sk_", "api-"]) + _pick(rng, HEX, 32)
    return f"notes/{_word(rng)}.md", f"# Webhooks\n\nUse `{token}` for the billing hook.\n", token


def _chat_line(rng):
    pw = _mixed(rng, ALNUM, 12) + "!=" + _mixed(rng, ALNUM, 6) + "," + _mixed(rng, ALNUM, 4)
    text = (
        "18/06/2025, 08:14 - Farah: the till asks for the admin login again\n"
        f"18/06/2025, 08:15 - Ayla: user is admin, password {pw}\n"
    )
    return "exports/WhatsApp Chat with shop admins.txt", text, pw


def _outline_property(rng):
    pw = _password(rng)
    return "notes/journals/2024_06_24.org", f"* migration\n  host:: db-08\n  pass:: {pw}\n", pw


def _hadoop_property(rng):
    pw = _password(rng)
    text = (
        "<configuration>\n  <property>\n    <name>javax.jdo.option.ConnectionPassword</name>\n"
        f"    <value>{pw}</value>\n  </property>\n</configuration>\n"
    )
    return f"conf/{_word(rng)}-site.xml", text, pw


def _netrc_with_port(rng):
    pw = _mixed(rng, ALNUM, rng.randint(16, 24)) + "." + _mixed(rng, ALNUM, 3)
    text = f"machine mail.{_word(rng)}.io login me port imaps password {pw}\n"
    return f"notes/{_word(rng)}-mail.txt", text, pw


def _unleash_token(rng):
    token = rng.choice(["*:*", f"default:{_word(rng)}"]) + "." + _pick(rng, HEX, 64)
    text = (
        f'curl -X POST "https://unleash.{_word(rng)}.eu/api/admin/features/x/on" \\\n'
        f'  -H "Authorization: {token}"\n'
    )
    return f"scripts/toggle-{_word(rng)}.sh", text, token


def _weblate_token(rng):
    token = "wlu_" + _mixed(rng, ALNUM, 40)
    text = f"[keys]\nhttps://hosted.weblate.org/api/ = {token}\n"
    return f"i18n/{_word(rng)}/.weblate", text, token


def _rsa_key_value_xml(rng):
    d = _b64(_random_bytes(rng, 128))
    text = (
        f"<RSAKeyValue><Modulus>{_b64(_random_bytes(rng, 128))}</Modulus>"
        f"<Exponent>AQAB</Exponent><D>{d}</D></RSAKeyValue>\n"
    )
    return f"keys/{_word(rng)}.xml", text, d


def _wordpress_app_password(rng):
    password = " ".join(_mixed(rng, ALNUM, 4) for _ in range(6))
    text = (
        f'requests.post("https://blog.{_word(rng)}.io/wp-json/wp/v2/posts",\n'
        f'              auth=("editor", "{password}"), json=post)\n'
    )
    return f"tools/publish_{_word(rng)}.py", text, password


def _password_in_connection_string(rng):
    pw = "#".join(_mixed(rng, ALNUM, 6) for _ in range(2)) + "@" + _mixed(rng, ALNUM, 6)
    text = f'odbc load, connectionstring("DRIVER={{ODBC}};UID=ro;PWD={pw};Encrypt=yes")\n'
    return f"do/load_{_word(rng)}.do", text, pw


def _cardano_signing_key(rng):
    key = _pick(rng, HEX, 64)
    text = f'{{"type": "PaymentSigningKeyShelley_ed25519", "cborHex": "5820{key}"}}\n'
    return f"{_word(rng)}/payment.skey", text, key


def _lone_value_file(rng):
    value = rng.choice([_password(rng), str(uuid.UUID(int=rng.getrandbits(128), version=4))])
    name = rng.choice(["secrets/db_password.txt", "nexus-data/admin.password", ".vault_token"])
    return f"{_word(rng)}/{name}", value + "\n", value


def _key_file_lines(rng):
    key = _mixed(rng, ALNUM, 40)
    name = rng.choice(["config/apikeys.yml", "ci/keys.properties", "deploy/tokens.json"])
    text = f"{_word(rng)}-client: {key}\nenabled: true\n"
    return f"{_word(rng)}/{name}", text, key


def _arrow_assignment(rng):
    pw = _mixed(rng, ALNUM, 24)
    return f"R/{_word(rng)}_db.R", f'pwd <- "{pw}"\ncon <- dbConnect(odbc(), PWD = pwd)\n', pw


def _erlang_binary(rng):
    pw = _mixed(rng, ALNUM, 20)
    codes = ",".join(str(c) for c in pw.encode())
    return f"src/{_word(rng)}_amqp.erl", f"-define(AMQP_PASS, <<{codes}>>).\n", pw


def _echo_decoded(rng):
    pw = _mixed(rng, ALNUM, 24)
    text = f"PASS=$(echo '{_b64(pw)}' | base64 -d)\nsshpass -p \"$PASS\" sftp me@host\n"
    return f"bin/{_word(rng)}-export.sh", text, pw


def _matlab_char_codes(rng):
    pw = _mixed(rng, ALNUM, 24)
    codes = " ".join(str(c) for c in pw.encode())
    return f"matlab/fetch_{_word(rng)}.m", f"pass = char([{codes}]);\n", pw


def _decimal_escapes(rng):
    pw = _mixed(rng, ALNUM, 24) + "Z9"  # Z (090) and 9 (057): an 8 or a 9 in some escape
    escaped = "".join(f"\\{c:03d}" for c in pw.encode())
    return f"lib/{_word(rng)}.ml", f'let db_password = "{escaped}"\n', pw


def _stream_key(rng):
    key = _mixed(rng, ALNUM + "_-", 22)
    text = f'ffmpeg -i "$CAM" -c:v libx264 -f flv "rtmp://live.{_word(rng)}.dev:1935/live/{key}"\n'
    return f"scripts/stream-{_word(rng)}.sh", text, key


def _flag_in_list(rng):
    token = _mixed(rng, ALNUM, 22)
    text = f'    command: ["--token", "admin:{token}", "--port", "8080"]\n'
    return f"{_word(rng)}/compose.yaml", f"services:\n  repo:\n{text}", token


def _tsql_unicode_literal(rng):
    pw = _password(rng)
    text = f"CREATE LOGIN [svc_{_word(rng)}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF;\n"
    return f"db/migration/V{rng.randint(1, 99)}__login.sql", text, pw


def _key_flag(rng):
    key = str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper()
    text = f"netbird up --management-url https://nb.{_word(rng)}.io --setup-key {key}\n"
    return f"bootstrap/{_word(rng)}-join.sh", text, key


def _credential_section(rng):
    pw = _password(rng)
    text = f"[core]\nmethods=PLAIN,LOGIN\n\n[users]\nnoreply@{_word(rng)}.de={pw}\n"
    return f"config/{_word(rng)}_auth.ini", text, pw


def _encoded_at_run_time(rng):
    token = "ghp_" + _mixed(rng, ALNUM, 36)
    rot13 = token.translate(str.maketrans(string.ascii_letters, _ROT13_LETTERS))
    command = base64.b64encode(f"$pw = '{token}'; Invoke-Sync -Token $pw".encode("utf-16-le"))
    packed = base64.b64encode(zlib.compress(f"TOKEN = '{token}'\n".encode())).decode()
    text = rng.choice(
        [
            f'TOKEN = codecs.decode("{rot13}", "rot13")\n',
            f'const k = "{token[::-1]}".split("").reverse().join("");\n',
            f"powershell.exe -NoProfile -EncodedCommand {command.decode()}\n",
            f'exec(zlib.decompress(base64.b64decode("{packed}")))\n',
            'const TOKEN = "' + "".join(f"\\u{{{ord(c):x}}}" for c in token) + '";\n',
        ]
    )
    return f"scripts/{_word(rng)}_sync.txt", text, token


def _app_password(rng: random.Random) -> str:
    while True:  # drawn as Apple draws them; a draw of too few letters is drawn again
        value = "-".join(_pick(rng, string.ascii_lowercase, 4) for _ in range(4))
        if len(set(value)) >= 11:
            return value


def _char_literals(rng):
    password = _mixed(rng, ALNUM, rng.randint(12, 18))
    chars = ", ".join(f"'{c}'" for c in password)
    text = rng.choice(
        [
            f"const char WIFI_PASS[] = {{ {chars}, '\\0' }};\n",
            f"    private static final char[] STORE_PASSWORD = {{{chars}}};\n",
        ]
    )
    return f"src/{_word(rng)}/credentials.c", text, password


def _labelled_base64(rng):
    key = _pick(rng, HEX, 40)
    text = (
        "enum Secrets {\n"
        f'    static let backendKey = String(data: Data(base64Encoded: "{_b64(key)}")!, '
        "encoding: .utf8)!\n}\n"
    )
    return f"{_word(rng).title()}/Config/Secrets.swift", text, key


def _basic_auth_pair(rng):
    password = _password(rng)
    user = f"svc.{_word(rng)}"
    text = rng.choice(
        [
            f"$pair = '{user}:{password}'\n"
            "$basic = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($pair))\n"
            '$headers = @{ Authorization = "Basic $basic" }\n',
            f"const auth = 'Basic ' + btoa('{user}:{password}');\n",
            f'token = base64.b64encode(b"{user}:{password}").decode()\n'
            'headers = {"Authorization": f"Basic {token}"}\n',
        ]
    )
    return f"scripts/{_word(rng)}_query.ps1", text, password


def _chained_decoder(rng):
    password = _password(rng)
    text = (
        "object Secrets {\n"
        "    val dbPassword: String = String(Base64.getDecoder().decode("
        f'"{_b64(password)}"), Charsets.UTF_8)\n}}\n'
    )
    return f"src/main/kotlin/{_word(rng).title()}Secrets.kt", text, password


def _bang_call_decoder(rng):
    password = _password(rng)
    text = (
        'config :app, App.Repo,\n  username: "app",\n'
        f'  password: Base.decode64!("{_b64(password)}")\n'
    )
    return f"apps/{_word(rng)}/config/runtime.exs", text, password


_ROT13_LETTERS = string.ascii_lowercase[13:] + string.ascii_lowercase[:13]
_ROT13_LETTERS += _ROT13_LETTERS.upper()


def _typed_constant(rng):
    token = _pick(rng, ALNUM, 36)
    text = rng.choice(
        [
            f'Private Const SYNC_TOKEN As String = "{token}"\n',
            f'-define(TOKEN, "{token}").\n',
            f'auth: {{:bearer, "{token}"}},\n',
        ]
    )
    return f"lib/{_word(rng)}.src", text, token


def _recovery_phrase(rng):
    from mnemonic import Mnemonic

    phrase = Mnemonic("english").to_mnemonic(_random_bytes(rng, rng.choice([16, 32])))
    return f"wallets/{_word(rng)}.txt", f"# wallet backup\nseed phrase: {phrase}\n", phrase


MAKERS: dict[str, Maker] = {
    "aws-access-key-id": _token_in_code("AKIA", BASE32, 16, "AWS_KEY"),
    "aws-access-key-underscore": _aws_key_underscore,
    "aws-secret-key-ini": _aws_secret_alone,
    "aws-secret-key-yaml": _aws_secret_yaml,
    "pass-suffix-assignment": _pass_suffix,
    "github-pat": _token_in_code("ghp_", ALNUM, 36, "GH_TOKEN"),
    "github-oauth": _token_in_code("gho_", ALNUM, 36, "TOKEN"),
    "github-fine-grained": _token_in_code("github_pat_", ALNUM + "_", 82, "GITHUB"),
    "gitlab-pat": _token_in_code("glpat-", URLSAFE, 20, "GITLAB_TOKEN"),
    "slack-bot": _slack_bot,
    "slack-webhook": _slack_webhook,
    "stripe-live": _token_in_code("sk_live_", ALNUM, 24, "STRIPE"),
    "openai-project": _openai,
    "anthropic": _anthropic,
    "npm-token-code": _token_in_code("npm_", ALNUM, 36, "NPM"),
    "npmrc-authtoken": _npmrc_token,
    "npmrc-auth": _npmrc_auth,
    "vault-token": _token_in_code("hvs.", URLSAFE, 90, "VAULT_TOKEN"),
    "digitalocean": _token_in_code("dop_v1_", HEX, 64, "DO"),
    "shopify": _token_in_code("shpat_", HEX, 32, "SHOP"),
    "twilio-auth-token": _twilio,
    "twilio-api-key": _twilio_key,
    "mailgun": _mailgun,
    "sendgrid": _sendgrid,
    "google-api-key": _token_in_code("AIza", URLSAFE, 35, "MAPS"),
    "pypi-token": _token_in_code("pypi-AgEIcHlwaS5vcmc", URLSAFE, 80, "PYPI"),
    "square": _token_in_code("sq0csp-", URLSAFE, 43, "SQUARE"),
    "pem-private-key": _pem,
    "openssh-private-key": _openssh,
    "pem-split-literals": _pem_split,
    "pem-in-json": _pem_json_escaped,
    "k8s-secret-pem": _k8s_secret_pem,
    "k8s-secret-token": _k8s_secret_token,
    "k8s-secret-password": _k8s_secret_password,
    "kubeconfig-client-key": _kubeconfig,
    "docker-auth": _docker_auth,
    "yaml-password": _yaml_password,
    "django-secret-key": _django,
    "url-password": _url_password,
    "jwt": _jwt_file,
    "api-key-assignment": _api_key_assign,
    "client-secret-assignment": _secret_key_assign,
    "json-client-secret": _private_key_env_json,
    "azure-storage": _azure,
    "basic-auth-header": _basic_auth_header,
    "terraform-state": _tfstate,
    "envrc": _named_file(".envrc", "export DB_PASSWORD={value}\n"),
    "prod-env": _named_file("prod.env", "DB_PASSWORD={value}\n"),
    "env-backup": _named_file(".env_backup", "DB_PASSWORD={value}\n"),
    "env-pin": _named_file(".env", "PIN={value}\n"),
    "pypirc": _named_file(".pypirc", "[pypi]\nusername = me\npassword = {value}\n"),
    "netrc": _named_file(".netrc", "machine example.com login me password {value}\n"),
    "pgpass": _named_file(".pgpass", "db:5432:*:me:{value}\n"),
    "git-credentials": _named_file(".git-credentials", "https://me:{value}@github.com\n"),
    "token-in-path": _token_in_path,
    "telegram-bot": _telegram,
    "discord-bot": _discord,
    "stripe-webhook": _token_in_code("whsec_", ALNUM, 32, "WEBHOOK_SECRET"),
    "stripe-test": _token_in_code("sk_test_", ALNUM, 24, "STRIPE"),
    "azure-sas": _azure_sas,
    "xml-password": _xml_password,
    "php-define": _php_define,
    "yaml-block-scalar": _yaml_block,
    "toml-multiline": _toml_multiline,
    "jwk-private": _jwk_private,
    "json-unicode-escaped": _unicode_escaped,
    "hex-encoded-token": _hex_encoded,
    "split-literals": _split_literals,
    "notebook-output": _notebook_output,
    "openvpn-static-key": _openvpn,
    "netrc-copy": _netrc_copy,
    "shadow-hash": _shadow,
    "hmac-hex-key": _hmac_hex,
    "bitcoin-wif": _bitcoin_wif,
    "bitcoin-xprv": _extended_private_key,
    "keypair-file": _keypair_file,
    "key-byte-list": _key_byte_list,
    "command-line-password": _command_line,
    "plaintext-scheme": _plaintext_scheme,
    "login-pair": _login_pair,
    "redis-acl": _redis_acl,
    "make-variable": _make_variable,
    "xml-value-child": _xml_value_child,
    "table-row": _table_row,
    "word-for-password": _word_for_password,
    "dotted-password": _dotted_password,
    "provider-token": _provider_token,
    "token-as-url-user": _token_as_url_user,
    "pre-shared-key": _pre_shared_key,
    "cisco-type0-password": _cisco_type0,
    "json-in-json": _json_in_json,
    "named-char-codes": _named_char_codes,
    "hex-bytes-named": _hex_bytes_named,
    "sql-insert-column": _sql_insert_column,
    "csv-column": _csv_column,
    "encoded-key-store": _encoded_key_store,
    "copy-block": _copy_block,
    "insert-by-create-table": _insert_by_create_table,
    "flagged-directive": _flagged_directive,
    "client-constructor": _client_constructor,
    "typed-constant": _typed_constant,
    "recovery-phrase": _recovery_phrase,
    "sdk-positional-token": _sdk_positional,
    "prefixed-secret-token": _prefixed_secret_token,
    "key-option": _key_option,
    "long-token": _long_token,
    "bare-password": _bare_password,
    "hex-key": _hex_key,
    "flag-in-string": _flag_in_string,
    "letters-token": _letters_token,
    "uuid-key": _uuid_key,
    "zip-member": _zipped_env,
    "spreadsheet-column": _spreadsheet_column,
    "sqlite-settings": _sqlite_settings,
    "chart-tgz": _tgz_values,
    "redis-aof": _redis_aof,
    "php-serialized": _php_serialized,
    "declared-constant": _declared_constant,
    "login-subcommand": _login_subcommand,
    "prefixed-hex": _prefixed_hex,
    "chat-line-password": _chat_line,
    "outline-property": _outline_property,
    "hadoop-property": _hadoop_property,
    "netrc-with-port": _netrc_with_port,
    "unleash-token": _unleash_token,
    "weblate-token": _weblate_token,
    "rsa-key-value-xml": _rsa_key_value_xml,
    "wordpress-application-password": _wordpress_app_password,
    "password-in-connection-string": _password_in_connection_string,
    "cardano-signing-key": _cardano_signing_key,
    "lone-value-file": _lone_value_file,
    "key-file-lines": _key_file_lines,
    "pass-ending-a-name": _in_one_of(
        "conf/{word}.php",
        _password,
        "$CFG->dbpass    = '{value}';\n",
        "$amp_conf['AMPDBPASS'] = '{value}';\n",
        'DBRWPW="{value}"\n',
    ),
    "arrow-assignment": _arrow_assignment,
    "erlang-binary": _erlang_binary,
    "echo-decoded": _echo_decoded,
    "matlab-char-codes": _matlab_char_codes,
    "decimal-escapes": _decimal_escapes,
    "rtmp-stream-key": _stream_key,
    "flag-in-argument-list": _flag_in_list,
    "plaintext-marked": _in_one_of(
        "configs/{word}-sw.cfg",
        lambda rng: _mixed(rng, ALNUM, 16),
        "radius-server host 10.1.2.3 key plaintext {value} vrf mgmt\n",
        'password manager user-name "admin" plaintext "{value}"\n',
    ),
    "passkey": _in_one_of(
        "net/{word}.json",
        lambda rng: _mixed(rng, ALNUM, 14),
        '{"TACPLUS_SERVER": {"10.1.2.3": {"priority": "1", "passkey": "{value}"}}}\n',
        'peer-as 6939\nauthentication-key "{value}"\n',
    ),
    "build-tool-flag": _in_one_of(
        "ci/{word}-sign.sh",
        _password,
        "security unlock-keychain -p '{value}' \"$KEYCHAIN\"\n",
        "signtool sign /f certs\\app.pfx /p {value} /fd sha256 dist\\app.exe\n",
        "az login --service-principal -u $APP_ID -p {value} --tenant $TENANT\n",
    ),
    "tsql-unicode-literal": _tsql_unicode_literal,
    "password-in-sentence": _in_one_of(
        "docs/notes/{word}.md",
        lambda rng: _mixed(rng, ALNUM, rng.randint(10, 16)) + rng.choice(["", "!"]),
        "  * Set the initial admin password of the web UI to {value} until first boot.\n",
        "Hi Sam, the new VPN password is `{value}`, please change it after login.\n",
    ),
    "key-flag": _key_flag,
    "credential-section": _credential_section,
    "encoded-at-run-time": _encoded_at_run_time,
    "hash-element-name": _in_one_of(
        "cfg/cfg.d/{word}.pl",
        _password,
        "$c->{dbpass} = '{value}';\n",
        '$CONF{"smtp_password"} = "{value}";\n',
    ),
    "name-value-pair-list": _in_one_of(
        "fw/{word}/mos.yml",
        lambda rng: _mixed(rng, ALNUM, rng.randint(12, 18)),
        'config_schema:\n  - ["wifi.sta.ssid", "Workshop"]\n  - ["wifi.sta.pass", "{value}"]\n',
        'defaults = [\n    ["db.password", "{value}"],\n]\n',
    ),
    "char-literal-list": _char_literals,
    "labelled-argument-base64": _labelled_base64,
    "app-specific-password": _in_one_of(
        "release/{word}.sh",
        _app_password,
        "xcrun notarytool submit dist/App.pkg --apple-id dev@{word}.io --password {value} --wait\n",
        "export FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={value}\n",
        "env:\n  APPLE_APP_PASSWORD: {value}\n",
    ),
    "basic-auth-pair": _basic_auth_pair,
    "name-at-bean": _in_one_of(
        "conf/{word}-local.properties",
        lambda rng: _mixed(rng, ALNUM, rng.randint(12, 18)),
        "password@javax.sql.BaseDataSource={value}\n",
        "smtpPassword@org.sakaiproject.email.api.EmailService={value}\n",
    ),
    "user-password-option": _in_one_of(
        "home/{word}/.curlrc",
        lambda rng: _mixed(rng, ALNUM, rng.randint(12, 18)),
        '--fail\nuser = "deploy:{value}"\n',
        'curl_easy_setopt(curl, CURLOPT_USERPWD, "svc:{value}");\n',
    ),
    "chained-decoder-call": _chained_decoder,
    "bang-call-decoder": _bang_call_decoder,
    "password-with-parenthesis": _in_one_of(
        "src/main/resources/application.properties",
        _paren_password,
        "solace.java.host=tcps://broker.{word}.net:55443\nsolace.java.clientPassword={value}\n",
        "idp.attribute.resolver.LDAP.bindDNCredential = {value}\n",
    ),
    "user-then-password-flag": _in_one_of(
        "scripts/{word}-sync.sh",
        _password,
        "regctl registry login registry.{word}.io -u mirror-bot -p '{value}'\n",
        "isql -S ASE_FIN -U sa -P '{value}' -w 200 < dump.sql\n",
        'winrs -r:https://{word}:5986 -u:CORP\\ops -p:{value} "net stop spooler"\n',
    ),
    "user-flag-pair": _in_one_of(
        "scripts/{word}-backup.sh",
        _password,
        "dbmcli -d MXP -u control,{value} db_state\n",
        "syncer push --user=svc-{word}:{value} /srv/data\n",
    ),
    "password-with-bracket": _in_one_of(
        "conf/{word}/instance.properties",
        _bracket_password,
        "canal.instance.dbUsername=canal\ncanal.instance.dbPassword={value}\n",
        "database.type=PostgreSQL\ndatabase.password={value}\n",
    ),
    "key-as-username": _in_one_of(
        "src/{word}/sign.php",
        lambda rng: _pick(rng, HEX, 64),
        "$config->setUsername('{value}');\n",
        'auth = {"username": "{value}", "password": ""}\n',
    ),
}


def planted_one(rng: random.Random, fmt: str) -> Planted:
    """One credential of format ``fmt`` in a fresh file."""
    path, text, needle = MAKERS[fmt](rng)
    content = text if isinstance(text, bytes) else text.encode()
    return Planted(fmt, path, content, needle.encode())


def planted_corpus(rng: random.Random, per_format: int = 2) -> list[Planted]:
    """``per_format`` credentials of every format, each in its own uniquely named file."""
    out: list[Planted] = []
    seen: set[str] = set()
    for fmt in MAKERS:
        for n in range(per_format):
            item = planted_one(rng, fmt)
            path = item.path
            if path in seen:
                head, _, tail = path.rpartition("/")
                path = f"{head}/{n}{rng.randint(0, 10**6)}/{tail}" if head else f"d{n}/{tail}"
            seen.add(path)
            out.append(Planted(item.fmt, path, item.content, item.needle))
    return out


def decoys(rng: random.Random) -> dict[str, bytes]:
    """Files that mention credentials without holding one: they must stay ``public``."""
    word = _word(rng)
    return {
        ".env.example": b"DB_PASSWORD=\nAPI_KEY=changeme\n",
        "config/settings.py": (
            "import os\nPASSWORD = os.environ['DB_PASSWORD']\n"
            f"SECRET_KEY = os.getenv('{word.upper()}_KEY')\n"
            "def check_password(password: str) -> bool:\n    return password == expected\n"
        ).encode(),
        "config/app.yaml": b"database:\n  password: ${DB_PASSWORD}\n  user: app\n",
        "docs/auth.md": b"Set `api_key = <your key>` and `password: your-password-here`.\n",
        "src/url.py": b'URL = "https://user:password@example.com"  # placeholder\nBASE = "postgres://localhost/db"\n',
        # Kingfisher reports the account name as an (invisible) identifier component.
        "src/storage.py": b'BASE = "https://openaipublic.blob.core.windows.net/encodings/"\n',
        # Documentation shows a key of the shape the command it prints makes.
        "docs/config.rst": (
            f".. code-block:: python\n\n    SECRET_KEY = '{_pick(rng, HEX, 64)}'\n"
        ).encode(),
        # Test vectors: encoded words in a URL, and arguments beside a credential's name.
        "tests/test_urls.py": (
            b'URLS = ["https://user%20name:p%40ssword@example.com"]\n'
            b'ARGS = ("user", "password", "localhost:8022")\n'
        ),
        "src/hashes.py": (
            f'DIGEST = "{_pick(rng, HEX, 64)}"\nCOMMIT = "{_pick(rng, HEX, 40)}"\n'
        ).encode(),
        # A key's shape whose checksum fails, a public address, and byte lists that are tables.
        "wallet/watch.py": (
            f'WIF = "{_base58check(WIF_VERSION + _random_bytes(rng, 32), break_checksum=True)}"\n'
            f'ADDRESS = "{_base58check(ADDRESS_VERSION + _random_bytes(rng, 20))}"\n'
        ).encode(),
        # Values code computes under a credential's name: calls, not literals.
        "pkg/registry/push.go": (
            b"auth := registry.AuthConfig{\n"
            b"\tAuth: base64.URLEncoding.EncodeToString(encoded),\n}\n"
            b"passwordSum := base64.StdEncoding.EncodeToString(sum[:])\n"
        ),
        "app/keys.py": b"key = Fernet.generate_key()\npassword = getpass.getpass(prompt)\n",
        "src/Handler/Stream.php": (
            b"$auth = \\base64_encode(\"{$parsed['user']}:{$parsed['pass']}\");\n"
            b"$options['ssl']['passphrase'] = $value[1];\n"
        ),
        # Credentials their issuers publish as examples (AWS's documentation, jwt.io).
        "docs/quickstart.md": (
            b"```ini\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
            b"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n```\n\n"
            b'The response: `{"access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIx'
            b"MjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fw"
            b'pMeJf36POk6yJV_adQssw5c", "token_type": "bearer"}`\n'
        ),
        # A user flag and then a port, a path or a flag: no password.
        "scripts/run.sh": (
            b"docker run -u 1000 -p 127.0.0.1:8080:80 nginx\ndiff -u -p a.txt b.txt\n"
            b"docker run -u www-data:www-data -u 1000:1000 img\n"
            b"rsync -u --progress -p /srv/data/ backup:/srv/data/\n"
        ),
        # Names that say their value is a place, a file or a name, not a credential.
        "config/oauth.yml": (
            f'oauth2:\n  token_url: "http://remote{rng.randint(1, 9)}/auth"\n'
            "  AUTH_ENDPOINT: https://login.example.com/oauth2/v2.0/authorize\n"
            f"  password_file: /etc/app/pw{rng.randint(1, 9)}.txt\n"
            f"  secretName: db-creds-{rng.randint(2000, 2099)}\n"
        ).encode(),
        # Paths into data passed to a method named for tokens (JSONPath queries).
        "Src/Tests/LinqQueries.cs": (
            b'JToken price = o.SelectToken("Manufacturers[0].Products[0].Price");\n'
            b'Token t = o.SelectToken("Items1[0]");\n'
        ),
        # A public key in DER (an Ed25519 SubjectPublicKeyInfo) under a key's name.
        "src/main/kotlin/Verify.kt": (
            "val updateKey: ByteArray = Base64.getDecoder().decode("
            f'"{_b64(bytes.fromhex("302a300506032b6570032100") + _random_bytes(rng, 32))}")\n'
        ).encode(),
        "data/table.json": ("[" + ",".join(str(i * 3 % 256) for i in range(64)) + "]\n").encode(),
        # Commands that prompt for a password or take it from a variable; colour codes; a port.
        "scripts/db.sh": (
            b"mysql -u root -p app\ncurl -u svc:$API_PASSWORD https://api.local\n"
            b'printf "%{RED}x%{CLEAR}: ${CLEAR}"\ndocker run -p 8080:80 nginx\n'
        ),
        # A certificate in base64 (public), and a table with no credential column.
        "certs/ca.yml": (
            "ca_cert: "
            + base64.b64encode(
                bytes(
                    [0x30, 0x82, 0x03, 0x10, 0x30, 0x82, 0x02, 0xF8, 0xA0, 0x03, 0x02, 0x01, 0x02]
                )
                + bytes(rng.randrange(256) for _ in range(120))
            ).decode()
            + "\n"
        ).encode(),
        "data/ids.csv": f"id,name,digest\n1,{word},{_pick(rng, HEX, 64)}\n".encode(),
        # Ciphertext committed on purpose: decrypted at run time with a key kept elsewhere.
        "config/payments.yaml": (
            f"stripe:\n  secret_key: vault:v1:{_b64(_pick(rng, ALNUM, 48))}\n"
            f"db:\n  password: '{{cipher}}{_pick(rng, HEX, 96)}'\n"
        ).encode(),
        ".env.vault": f'DOTENV_VAULT_PRODUCTION="{_b64(_pick(rng, ALNUM, 90))}"\n'.encode(),
        # BIP-39 words that are no phrase: the list's own order, and a sentence of them.
        "docs/wallet.md": (
            b"The wallet shows twelve words: abandon ability able about above absent absorb "
            b"abstract absurd abuse access accident. Write them down.\n"
        ),
        # A digest beside a call that checks one.
        "tests/test_signing.py": f'assert hmac_compare(sig, "{_pick(rng, HEX, 64)}")\n'.encode(),
        # Ids and digests passed to calls; object ids with a prefix; words, hosts and
        # highlighted text under a key's name.
        "tests/test_ids.js": (
            f'assert.equal(new Guid("{uuid.UUID(int=rng.getrandbits(128))}"), id);\n'
            f'const body = Buffer.from("{_pick(rng, HEX, 64)}", "hex");\n'
            f'const charge = {{ id: "ch_{_mixed(rng, ALNUM, 24)}",'
            f' customer: "cus_{_mixed(rng, ALNUM, 14)}" }};\n'
        ).encode(),
        "scripts/login.sh": b"docker login registry.internal.lan\nterraform init -upgrade\n",
        "tests/test_split.py": b"assert splitpasswd('user+1:a+b') == ('user+1', 'a+b')\n",
        # Symbols between letters and digits that code, mail and markup put there.
        "tests/test_headers.py": (
            f"SUBJECT = '=?utf-8?q?W=C3=B6rld!_{_mixed(rng, ALNUM, 8)}?='\n"
            "ACCEPT = 'ISO-8859-1,utf-8;q=0.7,*;q=0.7'\n"
            f"FMT = '%-8s|{_mixed(rng, ALNUM, 6)}!%05d'\n"
            f"SHELL = 'cp $HOME/{_mixed(rng, ALNUM, 6)}!x $ARCHIVE#1'\n"
            f"MAIL = '{_mixed(rng, ALNUM, 6)}+tag!x@mail.{word}.org'\n"
        ).encode(),
        "tests/test_keys.py": (
            b"make_cert(key='rsa:3072')\nurl = 'https://h/?key1=value1&key2=value2'\n"
            b'labels = {"tag_key": "tag-1-value", "key": "bytes,1,opt,name=key,proto3"}\n'
            b"print('key \x1b[0m\x1b[38;2;249;38;114mis\x1b[0m')\n"
        ),
        # An entity after a name: its semicolon ends a token, as in a ``KEY=value;`` list.
        "docs/images/box.svg": b"<text>box.ASCII&#160;&#160;x</text>\n",
        "src/keypair_test.js": (
            "const secretKey = new Uint8Array([" + ", ".join(["0"] * 64) + "]);\n"
        ).encode(),
    }
