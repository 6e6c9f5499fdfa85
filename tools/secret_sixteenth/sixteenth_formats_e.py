# ruff: noqa: E501
"""Family cinema_dcp_projection_booths: cinema servers, theatre management, KDM delivery."""

from __future__ import annotations

import base64
import json
import random
import re

from sixteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    ip,
    org,
    user,
    uuid4,
    words_pw,
)

FAM = "cinema_dcp_projection_booths"


@fmt(FAM, "doremi_ims_soap_login_python_suds_client_password")
def doremi_py(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym=SYM_DQ)
    o = org(rng)
    text = fill(
        '''"""Pull the playback log from each screen server after the last show."""

from suds.client import Client

SCREENS = {<<s1>>: "<<ip1>>", <<s2>>: "<<ip2>>"}


def session(ip: str):
    c = Client(f"http://{ip}:10000/dc/dcp/ws/v1/SessionManagement?wsdl")
    sid = c.service.Login(username="manager", password="<<pw>>")
    return c, sid


for screen, addr in SCREENS.items():
    client, sid = session(addr)
    print(screen, client.service.GetShowLog(sid))
''',
        s1=rng.randint(1, 6),
        s2=rng.randint(7, 12),
        ip1=ip(rng),
        ip2=ip(rng),
        pw=pw,
    )
    return Out(f"{o}-cinemas/booth/showlog_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "theatre_management_system_screens_xml_ftp_ingest_password")
def tms_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<Site name="<<o>> Picturehouse">
  <Library path="\\\\<<srv>>\\dcp" />
  <Screen number="1" server="<<ip1>>" projector="series-2" />
  <Screen number="2" server="<<ip2>>" projector="series-3" />
  <Ingest>
    <FtpSource host="<<h>>" user="tms_ingest" password="<<pw>>" passive="true" />
    <KdmInbox mailbox="kdm@<<dom>>" />
  </Ingest>
</Site>
""",
        o=o.title(),
        srv=f"lms{rng.randint(1, 4)}",
        ip1=ip(rng),
        ip2=ip(rng),
        h=host(rng, "ftp"),
        pw=pw,
        dom=domain(rng),
    )
    return Out(f"{o}/tms/site{rng.randint(1, 40)}.xml", text, pw)


@fmt(FAM, "kdm_mailbox_fetch_imap_python_imaplib_login_password")
def kdm_imap(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    text = fill(
        '''"""Collect KDM zip attachments from the booking mailbox and drop them in the TMS inbox."""

import email
import imaplib
import pathlib

INBOX = pathlib.Path("/srv/tms/kdm-inbox")
M = imaplib.IMAP4_SSL("<<h>>")
M.login("kdm@<<dom>>", "<<pw>>")
M.select("INBOX")
_, ids = M.search(None, "UNSEEN")
for num in ids[0].split():
    _, data = M.fetch(num, "(RFC822)")
    msg = email.message_from_bytes(data[0][1])
    for part in msg.walk():
        if (part.get_filename() or "").lower().endswith((".zip", ".xml")):
            (INBOX / part.get_filename()).write_bytes(part.get_payload(decode=True))
''',
        h=host(rng, "mail"),
        dom=domain(rng),
        pw=pw,
    )
    return Out(f"{o}/tms/kdm_fetch_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "cinema_pos_connect_appsettings_json_api_token")
def pos_json(rng: random.Random) -> Out:
    tok = alnum(rng, 48)
    o = org(rng)
    data = {
        "Logging": {"LogLevel": {"Default": "Information"}},
        "Cinema": {"SiteId": rng.randint(100, 999), "Name": f"{o} Odeon"},
        "TicketingConnect": {
            "BaseUrl": f"https://connect.{domain(rng)}/WSVistaWebClient/",
            "ConnectApiToken": tok,
            "TimeoutSeconds": 20,
        },
    }
    return Out(
        f"{o}/showtimes-api/appsettings.Production{rng.randint(1, 30)}.json",
        json.dumps(data, indent=2),
        tok,
    )


@fmt(FAM, "booth_automation_serial_bridge_toml_projector_web_password")
def booth_toml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """# booth automation bridge: cue lights/masking from the screen server playlist
[screen]
number = <<n>>
server = "<<ip1>>"

[projector]
address = "<<ip2>>"
web_user = "service"
web_password = "<<pw>>"

[cues]
house_lights_down = "00:00:05"
masking_scope = "FEATURE"
""",
        n=rng.randint(1, 12),
        ip1=ip(rng),
        ip2=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/booth/screen{rng.randint(1, 12)}-bridge.toml", text, pw)


@fmt(FAM, "dcp_library_nas_mount_cifs_credentials_file")
def nas_creds(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~#$%")
    o = org(rng)
    text = fill(
        """username=dcpingest
password=<<pw>>
domain=<<d>>
""",
        pw=pw,
        d=o.upper().replace("-", "")[:10],
    )
    return Out(f"{o}/etc/cifs-dcp-library{rng.randint(1, 40)}.cred", text, pw, "")


@fmt(FAM, "showtimes_feed_ruby_rake_task_api_key_constant")
def showtimes_rb(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    o = org(rng)
    text = fill(
        """# lib/tasks/showtimes.rake
require "net/http"
require "json"

SHOWTIMES_FEED_KEY = '<<key>>'.freeze

namespace :showtimes do
  desc "Publish this week's showtimes to the listings aggregator"
  task publish: :environment do
    uri = URI("https://feeds.<<dom>>/v2/cinemas/<<cid>>/showtimes")
    req = Net::HTTP::Post.new(uri, "Content-Type" => "application/json", "X-Feed-Key" => SHOWTIMES_FEED_KEY)
    req.body = Showtime.this_week.map(&:to_feed).to_json
    Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
  end
end
""",
        key=key,
        dom=domain(rng),
        cid=rng.randint(100, 9999),
    )
    return Out(f"{o}-cinema-site/lib/tasks/showtimes{rng.randint(1, 30)}.rake", text, key, "")


def _dec_kdm_basic(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "kdm_portal_http_request_file_basic_header_base64", decode=_dec_kdm_basic)
def kdm_http(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    u = f"{user(rng)}@{domain(rng)}"
    cred = base64.b64encode(f"{u}:{pw}".encode()).decode()
    o = org(rng)
    text = fill(
        """### list KDMs issued for the booth certificate this week
GET https://kdm.<<dom>>/api/v1/kdms?certificateThumbprint=<<th>>&from=2025-09-01
Accept: application/json
Authorization: Basic <<cred>>

### download one
GET https://kdm.<<dom>>/api/v1/kdms/<<id>>/xml
Authorization: Basic <<cred>>
""",
        dom=domain(rng),
        th=alnum(rng, 28),
        cred=cred,
        id=uuid4(rng),
    )
    return Out(f"{o}/booth/kdm-portal{rng.randint(1, 40)}.http", text, pw, "")
