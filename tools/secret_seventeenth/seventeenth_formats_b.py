"""Orchestra, choir and ensemble administration files."""
# ruff: noqa: E501

from seventeenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    person,
    pick,
    user,
    words_pw,
)

FAM = "orchestra_choir_ensemble_admin"


@fmt(FAM, "season_planning_vbscript_ado_connection_pwd")
def opas_vbs(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="!@*+-_.?^~")
    text = fill(
        """' Exports the season's services to the musicians' calendar feed
Option Explicit
Dim conn, rs, fso, out
Set conn = CreateObject("ADODB.Connection")
conn.Open "Provider=SQLOLEDB;Data Source=<<h>>;Initial Catalog=Season;User ID=season_export;Password=<<pw>>;"
Set rs = conn.Execute("SELECT ServiceDate, Venue, ProjectTitle FROM Services WHERE Season = '2025/26'")
Set fso = CreateObject("Scripting.FileSystemObject")
Set out = fso.CreateTextFile("\\\\<<o>>-fs\\public\\services.csv", True)
Do Until rs.EOF
    out.WriteLine rs("ServiceDate") & ";" & rs("Venue") & ";" & rs("ProjectTitle")
    rs.MoveNext
Loop
out.Close
conn.Close
""",
        h=host(rng, "sql", o),
        o=o,
        pw=pw,
    )
    return Out(f"admin/{o}/export_services_{rng.randint(1, 99)}.vbs", text, pw, "")


@fmt(FAM, "choir_roster_apps_script_gs_sms_api_key")
def apps_script(rng):
    o = org(rng)
    key = alnum(rng, 40)
    text = fill(
        """// Bound to the "Choir roster" sheet: texts the section leaders before each rehearsal
const SMS_ENDPOINT = 'https://api.textline.<<o>>.org/v1/messages';
const SMS_KEY = '<<key>>';

function remindSectionLeaders() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Leaders');
  const rows = sheet.getDataRange().getValues().slice(1);
  rows.forEach(function (r) {
    UrlFetchApp.fetch(SMS_ENDPOINT, {
      method: 'post',
      contentType: 'application/json',
      headers: { 'X-Api-Key': SMS_KEY },
      payload: JSON.stringify({ to: r[2], text: 'Rehearsal tonight 19:30, bring the Brahms.' }),
    });
  });
}
""",
        o=o,
        key=key,
    )
    return Out(f"appsscript/{o}/Reminders{rng.randint(1, 50)}.gs", text, key, "")


@fmt(FAM, "lilypond_parts_makefile_lftp_upload_password")
def lily_make(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    u = user(rng)
    text = fill(
        """# Engrave all parts and push them to the library server
LILY   = lilypond
SCORES = $(wildcard scores/*.ly)
PDFS   = $(SCORES:scores/%.ly=build/%.pdf)

all: $(PDFS)

build/%.pdf: scores/%.ly
\t$(LILY) -o build/$* $<

upload: all
\tlftp -u <<u>>,<<pw>> sftp://library.<<d>> -e "mirror -R build /parts/<<o>>; quit"

.PHONY: all upload
""",
        u=u,
        pw=pw,
        d=domain(rng, o),
        o=o,
    )
    return Out(f"engraving/{o}-{rng.randint(1, 99)}/Makefile", text, pw, "")


@fmt(FAM, "part_export_python_dropbox_short_lived_token")
def dropbox_py(rng):
    o = org(rng)
    tok = "sl." + alnum(
        rng, 130, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
    )
    text = fill(
        """import pathlib

import dropbox

dbx = dropbox.Dropbox("<<tok>>")

for pdf in sorted(pathlib.Path("parts").glob("*.pdf")):
    with pdf.open("rb") as fh:
        dbx.files_upload(fh.read(), f"/<<o>>/parts/{pdf.name}", mode=dropbox.files.WriteMode.overwrite)
    print("uploaded", pdf.name)
""",
        tok=tok,
        o=o,
    )
    return Out(f"librarian/{o}/upload_parts_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "rehearsal_attendance_bot_json_sms_gateway_password")
def attendance_json(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{
  "ensemble": "<<o>> chamber choir",
  "sections": ["S1", "S2", "A1", "A2", "T", "B1", "B2"],
  "rehearsal_day": "Tuesday",
  "sms_gateway": {
    "url": "https://sms.<<o>>.dk/send",
    "username": "attendance",
    "password": "<<pw>>",
    "sender": "Choir"
  },
  "absence_threshold": 3
}
""",
        o=o,
        pw=pw,
    )
    return Out(f"attendance/{o}/bot{rng.randint(1, 99)}.json", text, pw)


@fmt(FAM, "surtitle_display_controller_toml_panel_password")
def surtitle_toml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """[show]
title = "Le nozze di Figaro"
language_tracks = ["de", "en"]

[display]
kind = "led_panel"
host = "<<ip>>"
port = 8080
admin_user = "surtitles"
admin_password = "<<pw>>"

[cues]
file = "figaro_cues_v<<v>>.csv"
advance_key = "Space"
""",
        ip=f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}",
        pw=pw,
        v=rng.randint(1, 30),
    )
    return Out(f"surtitles/{o}/controller_{rng.randint(1, 99)}.toml", text, pw)


@fmt(FAM, "ensemble_tour_booking_csv_airline_portal_pin")
def tour_csv(rng):
    o = org(rng)
    pw = words_pw(rng, "-._")
    rows = []
    for _ in range(3):
        f, last = person(rng)
        rows.append(
            f"{f.capitalize()} {last.capitalize()},{pick(rng, ('violin', 'viola', 'cello', 'oboe', 'horn'))},LH{rng.randint(1000, 9999)},confirmed"
        )
    text = (
        "name,instrument,flight,status\n"
        + "\n".join(rows)
        + f"\n# group booking portal login: tours@{o}.ch pw {pw}\n"
        + "cello seats,2 extra,booked,confirmed\n"
    )
    return Out(f"tours/{o}/tour_{rng.randint(2025, 2027)}_{rng.randint(1, 9)}.csv", text, pw, "")


@fmt(FAM, "newsletter_mailmerge_ini_smtp_account_password")
def mailmerge_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[smtp_server]
host = mail.<<d>>
port = 465
security = SSL/TLS
username = newsletter@<<d>>
password = <<pw>>

[mailmerge]
template = friends_of_the_orchestra.md
database = friends.csv
rate_limit = 30
""",
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"newsletter/{o}/mailmerge_server_{rng.randint(1, 99)}.ini", text, pw)
