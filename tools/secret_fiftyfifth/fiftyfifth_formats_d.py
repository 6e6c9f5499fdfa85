# ruff: noqa: E501
"""Family d: an independent podcast studio in Turin (Italy), in Italian."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, alnum

FAM = Fam(
    "podcast_torino_bottega",
    ("sottovoce",),
    "it",
    ("giulia", "matteo", "chiara", "lorenzo", "federica", "davide", "alessia", "tommaso"),
    ("rossi", "ferrero", "bianchi", "colombo", "gallo", "conti", "bruno", "fontana"),
    (
        "bicerin",
        "gianduja",
        "mole",
        "vermut",
        "grissino",
        "microfono",
        "puntata",
        "ascolto",
        "valentino",
        "superga",
    ),
    "39",
    "Torino",
)


def _obs(s):
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "auto",
                "service": "Twitch",
                "protocol": "RTMP",
            },
            "type": "rtmp_common",
        },
        indent=4,
    )


FAM.reg(
    "sottovoce_obs_profile_service_json_twitch",
    (
        "AppData/Roaming/obs-studio/basic/profiles/Diretta_<<n>>/service.json",
        "backup_obs_<<first>>/profiles/Sottovoce_Live/service_<<n>>.json",
    ),
    _obs,
    "p:twitch",
)

FAM.reg(
    "sottovoce_spreaker_upload_node_js",
    ("scripts/pubblica-puntata-<<n>>.js", "automazioni/spreaker/<<org>>_upload.mjs"),
    """// Pubblica la puntata esportata da Reaper su Spreaker (show <<orgc>>)
import fs from "node:fs";

const SPREAKER_TOKEN = "<<cred>>";
const SHOW_ID = <<n>>;

export async function pubblica(file, titolo) {
  const form = new FormData();
  form.append("media_file", new Blob([fs.readFileSync(file)]), file);
  form.append("title", titolo);
  const res = await fetch(`https://api.spreaker.com/v2/shows/${SHOW_ID}/episodes`, {
    method: "POST",
    headers: { Authorization: `Bearer ${SPREAKER_TOKEN}` },
    body: form,
  });
  if (!res.ok) throw new Error(`Spreaker: ${res.status}`);
  return (await res.json()).response.episode;
}
""",
    "alnum:40",
    syntax="",
)

FAM.reg(
    "sottovoce_whatsapp_password_riverside_ospiti",
    (
        "chat/WhatsApp Chat con Produzione Sottovoce <<n>>.txt",
        "export_<<first>>/WhatsApp Chat - Regia <<n>>.txt",
    ),
    """<<dmy>>, <<time>> - <<name>>: Ragazzi l'ospite di stasera non riesce a entrare nello studio Riverside
<<dmy>>, <<time>> - <<name2>>: entra tu con l'account dello studio e mandagli il link
<<dmy>>, <<time>> - <<name2>>: produzione@<<dom>>
<<dmy>>, <<time>> - <<name2>>: la password è <<cred>>
<<dmy>>, <<time>> - <<name>>: perfetto grazie, fatto
<<dmy>>, <<time2>> - <<name2>>: Questo messaggio è stato eliminato
""",
    "human",
    syntax="",
)

FAM.reg(
    "sottovoce_email_credenziali_hosting_cliente",
    ("posta/inviata/credenziali_hosting_<<n>>.eml", "Mail/Clienti/<<org>>-accessi-<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: comunicazione@fondazione-<<word>>.it
Subject: Credenziali pannello podcast - stagione <<year>>
Date: Wed, <<d>> Feb <<year>> <<time>>:45 +0100
Content-Type: text/plain; charset=UTF-8

Buongiorno,

come da accordi vi giro le credenziali del pannello di hosting del vostro podcast,
così potete scaricare le statistiche di ascolto in autonomia:

  indirizzo: https://hosting.<<dom>>/admin
  utente: fondazione.<<word>>
  password: <<cred>>

Vi consiglio di cambiarla al primo accesso.

Un caro saluto,
<<name>>
<<orgc>> – studio podcast, Via Po <<nn>>, Torino
""",
    "pw",
    syntax="",
)

FAM.reg(
    "sottovoce_auphonic_netrc_machine",
    ("home/<<first>>/.netrc", "postazioni/montaggio-<<nn>>/netrc_<<n>>"),
    """machine auphonic.com
  login produzione@<<dom>>
  password <<cred>>

machine ftp.<<dom>>
  login podcast
  password <<cred2>>
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"cred2": alnum(rng, 12)},
)

FAM.reg(
    "sottovoce_trascrizioni_whisper_dotenv_openai",
    ("trascrizioni/.env", "tools/sbobinatore-<<n>>/.env"),
    """# Sbobinatore: trascrive le puntate con Whisper e prepara le note dell'episodio
OPENAI_API_KEY=<<cred>>
WHISPER_MODEL=whisper-1
LINGUA=it
CARTELLA_AUDIO=/Volumes/Archivio/<<org>>/puntate
""",
    "p:openai",
    syntax="",
)

FAM.reg(
    "sottovoce_lftp_caricamento_ftp_sito",
    ("script/carica_sito_<<n>>.sh", "bin/deploy-feed-<<org>>.sh"),
    """#!/bin/bash
# Carica il feed RSS e le copertine sul vecchio hosting FTP
set -e
cd "$(dirname "$0")/../dist"
lftp -u podcast,'<<cred>>' ftp://ftp.<<dom>> <<'EOF'
set ftp:ssl-allow no
mirror -R --only-newer ./feed /public_html/feed
mirror -R --only-newer ./copertine /public_html/copertine
bye
EOF
echo "caricato $(date '+%d/%m/%Y %H:%M')"
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "sottovoce_spreadsheetml_account_piattaforme",
    ("amministrazione/account_piattaforme_<<n>>.xml", "condivisa/Accessi piattaforme <<year>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Piattaforme">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">Piattaforma</Data></Cell>
    <Cell><Data ss:Type="String">Utente</Data></Cell>
    <Cell><Data ss:Type="String">Password</Data></Cell>
    <Cell><Data ss:Type="String">Note</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String">Spotify for Podcasters</Data></Cell>
    <Cell><Data ss:Type="String">produzione@<<dom>></Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
    <Cell><Data ss:Type="String">2FA sul telefono di <<lfirst>></Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String">Apple Podcasts Connect</Data></Cell>
    <Cell><Data ss:Type="String">apple@<<dom>></Data></Cell>
    <Cell><Data ss:Type="String">vedi Bitwarden</Data></Cell>
    <Cell><Data ss:Type="String"></Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
