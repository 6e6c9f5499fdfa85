# ruff: noqa: E501
"""Family e: a Slovenian Lipica equine breeding estate: pedigree database, stables, tours."""

from __future__ import annotations

from fortyfirst_corpus import jwt
from fortyfirst_spec import Fam

F = Fam(
    "lipica_equine_breeding",
    ("lipakobila",),
    "si",
    ("Matej", "Nina", "Primož", "Špela", "Tadej", "Urška", "Rok", "Mojca", "Blaž", "Katja"),
    ("Novak", "Horvat", "Kovačič", "Krajnc", "Zupančič", "Potočnik", "Kos", "Vidmar", "Golob"),
    (
        "lipicanec",
        "kobila",
        "žrebe",
        "konjušnica",
        "kras",
        "pedigre",
        "maestoso",
        "favory",
        "neapolitano",
        "siglavy",
    ),
    ("poletje", "zima", "jesen", "pomlad", "božič", "trgatev"),
    "+386",
)

F.reg(
    "lipica_pedigree_db_invoke_sqlcmd_ps1",
    ("skripte/rodovnik_izvoz_<<n>>.ps1", "C/Kobilarna/Scripts/Export-Rodovnik<<yyyy>>.ps1"),
    """# Nočni izvoz rodovne knjige (lipicanci) v CSV za Zvezo rejcev
Import-Module SqlServer

$params = @{
    ServerInstance = "<<host>>\\RODOVNIK"
    Database       = "Rodovnik"
    Username       = "izvoz_zveza"
    Password       = '<<cred>>'
    Query          = "SELECT Ime, Linija, Mati, Oce, DatumRojstva FROM Konji WHERE Aktiven = 1"
}
$rows = Invoke-Sqlcmd @params
$rows | Export-Csv -Path "\\\\<<ip>>\\izvoz\\rodovnik_$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
Write-Host "Izvoženih konj: $($rows.Count)"
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "lipica_slovene_email_geslo_veterinar",
    ("posta/<<user>>/Poslano/<<id>>.eml", "arhiv/<<org>>/veterina_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: dr. <<full2>> <<<email2>>>
Subject: Dostop do portala za zdravstvene kartoteke kobil
Date: Thu, 6 Mar <<yyyy>> <<time>>:30 +0100
Content-Type: text/plain; charset=UTF-8

Spoštovani dr. <<last2>>,

kot dogovorjeno vam pošiljam dostop do portala, kjer so kartoteke brejih kobil
in cepljenja žrebet:

https://kartoteka.<<dom>>
uporabniško ime: <<user2>>
geslo: <<cred>>

Lep pozdrav,
<<full>>
Kobilarna Lipica, hlevska služba
""",
    cred="human",
)

F.reg(
    "lipica_stable_cameras_frigate_yaml_rtsp",
    ("frigate/config.yml", "opt/frigate/hlev<<n>>/config.yaml"),
    """mqtt:
  host: <<ip>>
cameras:
  hlev_zrebitev_<<n>>:
    ffmpeg:
      inputs:
        - path: rtsp://frigate:<<cred>>@<<ip>>:554/Streaming/Channels/101
          roles: [record, detect]
    detect:
      width: 1280
      height: 720
    record:
      enabled: true
      retain:
        days: 14
  paddock:
    ffmpeg:
      inputs:
        - path: rtsp://<<ip>>:554/stream1
          roles: [detect]
""",
    cred="pw_url",
)

F.reg(
    "lipica_tour_booking_bokun_hmac_java",
    ("src/main/java/si/<<org>>/ture/BokunClient.java", "booking-sync/src/BokunClient<<n>>.java"),
    """package si.<<org>>.ture;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;

/** Ogledi kobilarne in predstave klasične jahalne šole - sinhronizacija z Bókunom. */
public class BokunClient {
    private static final String ACCESS_KEY = "<<hexid>><<hexid>><<hexid>><<hexid>>";
    private static final String SECRET_KEY = "<<cred>>";

    static String signature(String date, String method, String path) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA1");
        mac.init(new SecretKeySpec(SECRET_KEY.getBytes(), "HmacSHA1"));
        return Base64.getEncoder().encodeToString(mac.doFinal((date + ACCESS_KEY + method + path).getBytes()));
    }
}
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "lipica_italian_whatsapp_reply_only_password",
    ("WhatsApp Chat - Maneggio <<orgc>>.txt", "chat/whatsapp_maneggio_<<id>>.txt"),
    """[<<dmys>>, <<hms>>] <<full2>>: Ciao <<first>>, mi mandi la password del gestionale delle lezioni? Domani porto le cavalle al maneggio
[<<dmys>>, <<hms>>] <<full>>: <<cred>>
[<<dmys>>, <<hms>>] <<full2>>: Grazie mille!
[<<dmys>>, <<hms>>] <<full>>: Utente è quello solito
""",
    cred="human",
)

F.reg(
    "lipica_feed_supplier_lftp_sftp_script",
    ("skripte/krma_narocila.sh", "home/<<user>>/bin/narocilo_krme_<<n>>.sh"),
    """#!/bin/sh
# Pošlji tedensko naročilo krme (oves, seno) dobavitelju
set -e
TEDEN=$(date +%V)
lftp -u narocila_<<org>>,'<<cred>>' sftp://sftp.krmila-kras.si <<'EOF'
cd /in/narocila
put /srv/narocila/krma_teden_${TEDEN}.csv
bye
EOF
""",
    cred="pw_sq",
)


def _passport_jwt(rng):
    return jwt(
        rng,
        {
            "iss": "https://pasport.konji.si",
            "sub": f"kobilarna-{rng.randint(100, 999)}",
            "scope": "horses:read horses:write",
            "iat": 1_740_000_000,
            "exp": 1_900_000_000,
        },
    )


F.reg(
    "lipica_horse_passport_api_go_bearer_jwt",
    ("cmd/potni-list/main.go", "internal/pasport/client_<<n>>.go"),
    """package main

import (
	"fmt"
	"net/http"
)

// Register of equine passports (UELN) - bearer issued to the stud for API access.
const passportToken = "<<cred>>"

func main() {
	req, _ := http.NewRequest("GET", "https://pasport.konji.si/api/v2/horses?owner=<<id>>", nil)
	req.Header.Set("Authorization", "Bearer "+passportToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.Status)
}
""",
    cred=_passport_jwt,
    syntax="",
)

F.reg(
    "lipica_rider_lessons_ics_description_geslo",
    ("koledar/jahalna_sola_<<yyyy>>.ics", "export/<<user>>/lekcije_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
CALSCALE:GREGORIAN
BEGIN:VEVENT
DTSTART:<<yyyy>>0412T080000Z
DTEND:<<yyyy>>0412T093000Z
UID:<<hexid>>@google.com
SUMMARY:Jahalna šola - začetniki (skupina <<n>>)
LOCATION:Pokrita jahalnica\\, Lipica
DESCRIPTION:Inštruktor: <<full>>\\nWi-Fi v klubski sobi: Lipica-Jahalci\\ngeslo: <<cred>>
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
)
