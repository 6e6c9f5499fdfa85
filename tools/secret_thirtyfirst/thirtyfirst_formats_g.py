"""Family g: mycological societies and foraging walks."""
# ruff: noqa: E501

import quopri

from thirtyfirst_spec import enc_qp, gen_pw, hexs, human, reg

F = "mycology_foraging_society"


def _qp_pw(rng):
    while True:
        s = human(rng, "any")
        if "=" in s:
            return s
        s2 = s[:-1] + "=" + s[-1]
        if len(s2) >= 8:
            return s2


reg(
    F,
    "mycology_gallery_deploy_lftp_cmdline",
    ["site/deploy.sh", "<<org>>-site/bin/publish-<<n>>.sh"],
    """#!/bin/sh
set -e
hugo --minify
lftp -u <<user>>,<<cred>> -e "mirror -R --delete public/ /htdocs/; quit" ftp.<<dom>>
echo "spore print gallery published"
""",
    "h:bare",
)

reg(
    F,
    "mycology_herbarium_pgpass",
    ["home/<<user>>/.pgpass", "herbarium/<<org>>/pgpass.conf"],
    """# hostname:port:database:username:password
<<host>>:5432:herbarium:<<user>>:<<cred>>
localhost:5432:*:postgres:<<pw2>>
""",
    "h:bare",
    extra=lambda r: {"pw2": gen_pw(r, sym="-_.")},
)

reg(
    F,
    "mycology_estonian_email_parool",
    ["mail/<<year>>/seenering_<<dd>><<mm>>.eml", "Postkast/<<first>>/parool.eml"],
    """From: <<fname2>> <<<email2>>>
To: <<email>>
Subject: Seeneretke registreerimisvorm
Date: Sat, <<dd>> Sep <<year>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Tere <<fname>>!

Registreerimisvormi haldus on nüüd siin: https://<<dom>>/haldus
kasutaja: <<user>>
parool: <<cred>>

Laupäeval kohtume kell 9 metsa serval, võta korv ja nuga kaasa.
<<fname2>>
""",
    "h:any",
)

reg(
    F,
    "mycology_inaturalist_sync_r_script",
    ["R/sync_observations.R", "<<org>>/analysis/inat_<<n>>.R"],
    """library(httr)
library(jsonlite)

api_token <- "<<cred>>"
project <- "<<org>>-forays"

res <- GET(
  paste0("https://api.inaturalist.org/v1/observations?project_id=", project),
  add_headers(Authorization = api_token)
)
obs <- fromJSON(content(res, "text"))$results
write.csv(obs[, c("id", "species_guess", "observed_on")], "forays.csv")
""",
    "jwt",
)

reg(
    F,
    "mycology_foray_signup_apps_script",
    ["apps-script/Code.gs", "<<org>>-signup/Code.gs"],
    """const SHEET_ID = '1<<id>><<id>>';
const MAILJET_KEY = '<<mjk>>';
const MAILJET_SECRET = '<<cred>>';

function onFormSubmit(e) {
  const email = e.namedValues['Email'][0];
  UrlFetchApp.fetch('https://api.mailjet.com/v3.1/send', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Basic ' + Utilities.base64Encode(MAILJET_KEY + ':' + MAILJET_SECRET) },
    payload: JSON.stringify({ Messages: [{ To: [{ Email: email }], Subject: 'Foray booked' }] }),
  });
}
""",
    "hex:32",
    extra=lambda r: {"mjk": hexs(r, 32)},
)

reg(
    F,
    "mycology_society_minutes_treasurer_prose",
    ["minutes/<<year>>-<<mm>>-committee.txt", "Society/<<org>> minutes <<dd>>.<<mm>>.txt"],
    """MINUTES - committee meeting, village hall, <<dd>>/<<mm>>/<<year>>
Present: <<fname>> (chair), <<fname2>>, treasurer, 4 members

3. Treasurer's report. Balance healthy after the autumn fungus show. The treasurer is
stepping down; the online banking login passes to <<fname2>>. For the record the current
access is user <<user>> with password <<cred>> until the bank sends new cards.
4. Foray programme: beech woods in October, no picking on the nature reserve.
""",
    "h:any",
)

reg(
    F,
    "mycology_microscope_camera_curl_ftp_upload",
    ["scripts/upload_micrographs.sh", "lab/<<org>>-scope-<<n>>.sh"],
    """#!/bin/bash
for f in /home/pi/captures/*.jpg; do
  curl -s -T "$f" "ftp://scope:<<cred>>@<<ip>>/micrographs/$(date +%Y%m)/" && rm "$f"
done
""",
    "pw:url",
)

reg(
    F,
    "mycology_newsletter_quoted_printable_email",
    ["mail/raw/<<id>>.eml", "Maildir/cur/<<nn>>.<<id>>:2,S"],
    """Return-Path: <<<email2>>>
From: <<fname2>> <<<email2>>>
To: <<email>>
Subject: Newsletter mailing account
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Hi <<fname>>,

the newsletter tool is set up. Sign in as <<user>> with the password below, then =
change it.

<<enc>>
Cheers, and bring the chanterelle photos on Thursday.
""",
    _qp_pw,
    syntax="",
    enc=enc_qp,
    decode=lambda t: (
        quopri.decodestring(
            t.split("then =\nchange it.\n\n", 1)[1].split("\nCheers", 1)[0].encode()
        )
        .decode()
        .strip()
    ),
)
