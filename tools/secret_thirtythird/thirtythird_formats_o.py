# ruff: noqa: E501
"""Family o: a barbershop harmony chorus."""

from thirtythird_spec import reg

F = "barbershop_harmony_chorus"


def _dbx(rng, c):
    from thirtythird_spec import cred

    return "sl.u." + cred(rng, "b64u:100", c)


reg(
    F,
    "barbershop_learning_tracks_dropbox_python",
    ("tracks/upload_tracks.py", "tools/<<org>>_tracks.py"),
    """import pathlib

import dropbox

dbx = dropbox.Dropbox("<<cred>>")

for mp3 in pathlib.Path("learning_tracks").glob("*.mp3"):
    dbx.files_upload(mp3.read_bytes(), f"/Learning Tracks/{mp3.name}", mode=dropbox.files.WriteMode.overwrite)
""",
    _dbx,
)

reg(
    F,
    "barbershop_member_portal_nodemailer_transport",
    ("portal/lib/mail.ts", "src/<<org>>/mailer.ts"),
    """import nodemailer from 'nodemailer';

export const transport = nodemailer.createTransport({
  host: 'smtp.<<dom>>',
  port: 465,
  secure: true,
  auth: {
    user: 'rehearsals@<<dom>>',
    pass: '<<cred>>',
  },
});
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "barbershop_section_leader_tagalog_chat",
    ("chats/koro_<<n>>.txt", "messenger/<<org>>_<<year>>.txt"),
    """<<first>>, <<hh>>:<<mm>>: Guys, na-upload ko na yung bagong learning track ng tenor sa website
<<first2>>, <<hh>>:<<mm>>: Ano ulit password ng members page?
<<first>>, <<hh>>:<<mm>>: <<cred>>
<<first2>>, <<hh>>:<<mm>>: salamat po!
""",
    "human",
)

reg(
    F,
    "barbershop_show_tickets_eventbrite_ini",
    ("tickets/eventbrite.ini", "config/<<org>>/tickets.ini"),
    """[eventbrite]
organization_id = <<n2>><<n2>><<n2>><<n2>>
private_token = <<cred>>

[show]
title = Spring Show
venue = <<last>> Hall
""",
    lambda rng, c: __import__("thirtythird_spec").cred(rng, "alnum:20", c).upper(),
)

reg(
    F,
    "barbershop_rehearsal_recorder_curl_ftp_upload",
    ("recorder/upload.sh", "pi/<<org>>/upload_rehearsal.sh"),
    """#!/bin/sh
f=$(ls -t /home/pi/rec/*.flac | head -1)
curl --fail -T "$f" ftp://recorder:<<cred>>@<<ip>>/rehearsals/
""",
    "pw_url",
)

reg(
    F,
    "barbershop_chorus_site_gitlab_ci_variables",
    (".gitlab-ci.yml", "site/<<org>>/.gitlab-ci.yml"),
    """variables:
  DEPLOY_HOST: web.<<dom>>
  GITLAB_API_TOKEN: "<<cred>>"

stages: [build, deploy]

build:
  stage: build
  image: ruby:3.3
  script:
    - bundle install
    - bundle exec jekyll build -d public
  artifacts:
    paths: [public]
""",
    "p:gitlab",
)

reg(
    F,
    "barbershop_music_librarian_thai_note",
    ("notes/library_<<n>>.txt", "docs/<<org>>_thai.txt"),
    """บันทึกผู้ดูแลโน้ตเพลง — <<day>>/<<month>>/<<year>>

- โน้ตเพลงชุดใหม่ 12 เพลง สแกนเก็บในคลาวด์แล้ว
- บัญชีคลาวด์ของคณะ: <<email>>
  รหัสผ่าน <<cred>>
- ห้ามแชร์ลิงก์โน้ตที่มีลิขสิทธิ์ออกนอกคณะ
""",
    "human",
)

reg(
    F,
    "barbershop_riser_crew_csv_portal_column",
    ("crew/riser_crew_<<year>>.csv", "shared/<<org>>/crew.csv"),
    """name,part,phone,venue_portal_login,venue_portal_pw
<<first>> <<last>>,bass,<<phone>>,<<user>>,<<cred>>
<<first2>> <<last2>>,lead,<<phone>>,,
""",
    "human",
)
