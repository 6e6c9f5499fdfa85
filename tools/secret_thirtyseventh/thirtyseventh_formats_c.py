# ruff: noqa: E501
"""Family c: kente weaving workshops of Bonwire (Ashanti), adinkra printing and cloth export."""

from __future__ import annotations

import re

from thirtyseventh_spec import dec_html, enc_html, gen_pw, human_with, pw_with, reg

FAM = "kente_bonwire_ashanti_adinkra"
GH = (
    "Kwame",
    "Akosua",
    "Kofi",
    "Ama",
    "Yaw",
    "Abena",
    "Kwabena",
    "Efua",
    "Kojo",
    "Adwoa",
    "Nana",
    "Esi",
)
WORDS = (
    "kente",
    "bonwire",
    "adinkra",
    "sankofa",
    "gyenyame",
    "asante",
    "kumasi",
    "oyokoman",
    "ntoma",
    "akwaaba",
    "adweneasa",
    "fathia",
)

reg(
    FAM,
    "kente_shop_paystack_node_secret_literal",
    ("<<org>>-shop/server/payments.js", "api/routes/paystack.js"),
    """\
const express = require("express");
const axios = require("axios");

const router = express.Router();
const PAYSTACK_SECRET = "<<cred>>"; // TODO move to env before the Accra trade fair

router.post("/verify/:ref", async (req, res) => {
  const r = await axios.get(`https://api.paystack.co/transaction/verify/${req.params.ref}`, {
    headers: { Authorization: `Bearer ${PAYSTACK_SECRET}` },
  });
  res.json({ status: r.data.data.status, cloth: req.body.pattern || "adweneasa" });
});

module.exports = router;
""",
    "p:paystack",
    syntax="",
)

reg(
    FAM,
    "kente_twi_telegram_export_password_no_ne",
    ("telegram/ChatExport_<<date>>/messages.txt", "chats/weavers_<<org>>.txt"),
    """\
<<p1>>, [<<dmy>> <<time>>]
Me pa wo kyɛw, website no admin password no ne dɛn? Mepɛ sɛ mede foto foforɔ to so.

<<p2>>, [<<dmy>> <<time2>>]
Ɛyɛ. Password no ne
<<cred>>

<<p2>>, [<<dmy>> <<time2>>]
Wo wie a, ka kyerɛ me na mensesa.
""",
    human_with(*WORDS, names=GH),
    syntax="",
    people=GH,
)

reg(
    FAM,
    "kente_ntoma_shed_rtsp_camera_in_meeting_minutes",
    ("minutes/association_meeting_<<date>>.md", "<<org>>/admin/minutes_<<mon>>_<<year>>.txt"),
    """\
BONWIRE KENTE WEAVERS ASSOCIATION — minutes of general meeting
Date: <<dmy>>   Venue: weaving shed, Bonwire   Chair: Nana <<p1>>

1. Opening prayer by Opanin <<p2>>.
2. Security of the loom shed: the new cameras are working. Secretary to keep the recorder
   address for the committee only:
     rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
   <<p3>> to show the youth wing how to view on the phone.
3. Adinkra stamps: <<n>> new calabash stamps ordered from Ntonso.
4. Export order (<<num>> strips, adweneasa pattern) due end of month.
Meeting closed at <<time>>.
""",
    "pw_url",
    syntax="",
    people=GH,
)

reg(
    FAM,
    "kente_export_catalogue_docker_compose_mariadb",
    ("<<org>>-catalogue/docker-compose.yml", "deploy/catalogue/compose.yaml"),
    """\
services:
  db:
    image: mariadb:11
    restart: unless-stopped
    environment:
      MARIADB_DATABASE: catalogue
      MARIADB_USER: kente
      MARIADB_PASSWORD: "<<cred>>"
      MARIADB_ROOT_PASSWORD: "<<root>>"
    volumes:
      - dbdata:/var/lib/mysql
  web:
    image: ghcr.io/<<org>>/catalogue:<<ver>>
    ports: ["8080:80"]
    depends_on: [db]
volumes:
  dbdata: {}
""",
    "pw",
    extra=lambda r, v: {"root": gen_pw(r, 18, "-_.")},
)

reg(
    FAM,
    "kente_gra_tax_portal_vba_module_login",
    ("excel/VAT_returns_<<year>>.xlsm.bas", "<<org>>/macros/GRA_Upload.bas"),
    """\
Attribute VB_Name = "GRA_Upload"
Option Explicit

' Fills the GRA taxpayers portal login and uploads the VAT schedule for cloth sales
Sub SubmitVatSchedule()
    Dim ie As Object
    Const TIN As String = "C00<<id>><<n>>"
    Const PORTAL_PWD As String = "<<cred>>"

    Set ie = CreateObject("InternetExplorer.Application")
    ie.Visible = True
    ie.navigate "https://taxpayersportal.gra.gov.gh/"
    Do While ie.Busy: DoEvents: Loop
    ie.document.getElementById("tin").Value = TIN
    ie.document.getElementById("password").Value = PORTAL_PWD
    ie.document.forms(0).submit
End Sub
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "kente_aduro_vat_scala_hocon_application_conf",
    ("dye-planner/src/main/resources/application.conf", "<<org>>-dyeplan/conf/application.conf"),
    """\
# Dye batch planner (Play Framework)
play.http.secret.key = ${?APPLICATION_SECRET}

slick.dbs.default {
  profile = "slick.jdbc.PostgresProfile$"
  db {
    driver = "org.postgresql.Driver"
    url = "jdbc:postgresql://<<ip>>:5432/dyeplan"
    user = "dyeplan"
    password = "<<cred>>"
    numThreads = 4
  }
}
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "kente_mtn_momo_collection_subscription_key_csharp",
    ("<<org>>.Payments/MomoClient.cs", "src/Kente.Shop/Services/MomoCollection.cs"),
    """\
using System.Net.Http;
using System.Net.Http.Headers;

namespace Kente.Shop.Services
{
    public class MomoCollection
    {
        private const string BaseUrl = "https://proxy.momoapi.mtn.com/collection/v1_0/";
        private const string SubscriptionKey = "<<cred>>";
        private readonly HttpClient _http = new HttpClient();

        public MomoCollection()
        {
            _http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", SubscriptionKey);
            _http.DefaultRequestHeaders.Add("X-Target-Environment", "mtnghana");
            _http.DefaultRequestHeaders.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json"));
        }
    }
}
""",
    "p:mtn_momo",
    syntax="",
)

reg(
    FAM,
    "kente_orders_html_table_entity_escaped_password",
    ("<<org>>/reports/agents_<<date>>.html", "shared/exports/buying_agents.html"),
    """\
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Buying agents – portal logins</title></head>
<body>
<h1>Diaspora buying agents</h1>
<table border="1">
  <tr><th>Agent</th><th>City</th><th>Portal login</th><th>Portal password</th></tr>
  <tr><td><<p1>></td><td>London</td><td>agent<<n>></td><td><<enc>></td></tr>
  <tr><td><<p2>></td><td>Houston</td><td>agent<<num>></td><td>(reset pending)</td></tr>
</table>
</body>
</html>
""",
    pw_with("&<>#@$%", "-_."),
    syntax="",
    extra=lambda r, v: {"enc": enc_html(v["cred"])},
    decode=lambda t: dec_html(re.search(r"<td>agent\d+</td><td>([^<]+)</td>", t).group(1)),
    people=GH,
)
