"""Family b: hatters and bespoke headwear ateliers."""
# ruff: noqa: E501

from thirtyfirst_spec import alnum, dec_after, enc_b64, reg

F = "hatter_bespoke_headwear_atelier"

reg(
    F,
    "hatter_felt_supplier_filezilla_sitemanager_b64",
    [
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/<<first>>-laptop/FileZilla/sitemanager.xml",
    ],
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.<<dom>></Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <Type>0</Type>
      <User><<user>></User>
      <Pass encoding="base64"><<enc>></Pass>
      <Logontype>1</Logontype>
      <Name>Felt hoods supplier - order sheets</Name>
      <RemoteDir>1 0 6 orders</RemoteDir>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw:xml",
    enc=enc_b64,
    decode=dec_after('<Pass encoding="base64">', r"([A-Za-z0-9+/=]+)", "b64"),
)

reg(
    F,
    "hatter_finnish_email_salasana",
    ["mail/saapuneet/<<year>><<mm>><<dd>>_hattu.eml", "Sähköposti/<<first>>/tunnukset.eml"],
    """From: <<fname2>> <<<email2>>>
To: <<email>>
Subject: Re: verkkokaupan tunnukset
Date: Tue, <<dd>> Mar <<year>> <<hh>>:<<mi>>:12 +0200
Content-Type: text/plain; charset=utf-8

Hei <<fname>>,

verkkokaupan ylläpitoon pääset osoitteessa https://<<dom>>/admin
käyttäjätunnus: <<user>>
salasana: <<cred>>

Vaihda salasana heti kun ehdit. Huopahattujen uudet kuvat ovat jaetussa kansiossa.

Terveisin,
<<fname2>>
""",
    "h:any",
)

reg(
    F,
    "hatter_etsy_sync_go_struct_literal",
    ["cmd/etsysync/main.go", "internal/<<org>>/shopcfg.go"],
    """package main

import (
	"log"
	"time"
)

type ShopConfig struct {
	ShopID   int
	Keystring string
	SharedSecret string
	PollEvery time.Duration
}

var cfg = ShopConfig{
	ShopID:       <<nn>><<n>>,
	Keystring:    "<<key>>",
	SharedSecret: "<<cred>>",
	PollEvery:    15 * time.Minute,
}

func main() {
	log.Printf("syncing listings for shop %d", cfg.ShopID)
}
""",
    "alnum:10",
    extra=lambda r: {"key": alnum(r, 24, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

reg(
    F,
    "hatter_atelier_nas_fstab_cifs_inline",
    ["etc/fstab", "backup/<<org>>-pc<<n>>/etc/fstab"],
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
# pattern blocks scans on the NAS
//<<ip>>/blocks  /mnt/blocks  cifs  username=<<user>>,password=<<cred>>,uid=1000,iocharset=utf8,vers=3.0  0  0
""",
    "h:bare",
)

reg(
    F,
    "hatter_instagram_scheduler_json_config",
    ["scheduler/config.json", "<<org>>-social/settings.json"],
    """{
  "account": "<<org>>",
  "ig_user_id": "1784<<nn>><<nn>>",
  "graph_api_version": "v21.0",
  "access_token": "<<cred>>",
  "post_times": ["09:30", "18:00"],
  "hashtags": ["#millinery", "#handblocked", "#feltfedora"]
}
""",
    "p:facebook",
)

reg(
    F,
    "hatter_measuring_app_gradle_properties_signing",
    ["android/gradle.properties", "headsize-app-v<<n>>/gradle.properties"],
    """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
RELEASE_STORE_FILE=../keys/headsize-release.jks
RELEASE_STORE_PASSWORD=<<cred>>
RELEASE_KEY_ALIAS=headsize
RELEASE_KEY_PASSWORD=<<cred>>
""",
    "h:ini",
)

reg(
    F,
    "hatter_workbench_sticky_note_ocr",
    ["scans/ocr/IMG_<<nn>>_note.txt", "ocr/workbench-<<dd>><<mm>>.txt"],
    """EMBROIDERY MACH
wifi: <<orgt>>_Atelier
pw <<cred>>
(dont give to customers!!)
steam iron - descale fri
""",
    "h:any",
)

reg(
    F,
    "hatter_newsletter_powershell_mailchimp",
    ["scripts/Send-Newsletter.ps1", "<<org>>/ops/mailchimp-export.ps1"],
    """$apiKey = '<<cred>>'
$dc = $apiKey.Split('-')[1]
$pair = "anystring:$apiKey"
$headers = @{ Authorization = 'Basic ' + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair)) }
$listId = '<<hex8>>'
Invoke-RestMethod -Uri "https://$dc.api.mailchimp.com/3.0/lists/$listId/members?count=500" -Headers $headers |
    Select-Object -ExpandProperty members | Export-Csv -Path .\\subscribers.csv -NoTypeInformation
""",
    "p:mailchimp",
)
