# ruff: noqa: E501
"""Family o: a garment quality-inspection agency in Istanbul, Turkey (Turkish)."""

from __future__ import annotations

import quopri
import random

from hundredfirst_spec import Fam, enc_qp, reg

F = Fam(
    name="istanbul_garment_inspection_agency",
    orgs=("galataqc", "bogazkontrol", "anadoluinspekt", "kadikoyqa"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Murat", "murat"),
        ("Selin", "selin"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Aydın", "aydin"),
    ),
    words=(
        "istanbul",
        "bogaz",
        "galata",
        "kalite",
        "kontrol",
        "fenerbahce",
        "galatasaray",
        "besiktas",
        "simit",
        "cay",
        "lale",
        "kadikoy",
        "anadolu",
        "karadeniz",
        "baklava",
        "nazar",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos", "duman"),
    cc="90",
    places=("istanbul", "bursa", "denizli", "izmir", "gaziantep", "kadikoy"),
)

reg(
    F,
    "galataqc_turkish_whatsapp_sifre_tablet",
    ("WhatsApp Chat - Denetciler <<n>>.txt", "sohbet/denetci_grubu_<<ymd>>.txt"),
    """<<dmyd>> <<hm>> - <<fl>> <<ll>>: Arkadaşlar Denizli'deki fabrikadayım, denetim tabletinin şifresi neydi?
<<dmyd>> <<hm>> - <<f2l>> <<l2l>>: tablet kullanıcı: denetci<<n>>
<<dmyd>> <<hm2>> - <<f2l>> <<l2l>>: şifre <<cred>>
<<dmyd>> <<hm2>> - <<fl>> <<ll>>: Tamamdır, AQL 2.5 ile başlıyorum 👍
""",
    "human",
    syntax="",
)


def _tr(r: random.Random, f: Fam, s: dict) -> str:
    w = r.choice(("Güneş", "Kalite", "Boğaz", "Çay", "Kadıköy", "Şeker", "Karadeniz", "Lale"))
    w2 = r.choice(("Şahin", "Ağaç", "Göl", "Işık", "Çiçek"))
    return f"{w}{w2}{r.choice(('', '.', '!', '*'))}{r.randint(10, 2026)}"


def _qp_mail(s: dict) -> str:
    body = (
        f"Merhaba {s['f2l']} Hanım,\n\n"
        "Raporlama sistemine (final inspection portalı) giriş bilgileriniz aşağıdadır:\n"
        f"Kullanıcı adı: {s['f2a']}.{s['l2a']}\n"
        f"Şifre: {s['cred']}\n"
        "İlk girişte şifrenizi değiştirmeyi unutmayın.\n\n"
        f"Saygılarımla,\n{s['fl']} {s['ll']}\n"
    )
    return (
        f"From: {s['fl']} {s['ll']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?Q?Portal_giri=C5=9F_bilgileri?=\n"
        f"Date: {s['dmy']} {s['hm']} +0300\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    plain = quopri.decodestring(text.split("\n\n", 1)[1].encode()).decode()
    for line in plain.splitlines():
        if line.startswith("Şifre: "):
            return line[len("Şifre: ") :]
    raise ValueError("no Şifre line")


reg(
    F,
    "galataqc_turkish_email_qp_sifre_portal",
    ("mail/gonderilen/portal_<<ymd>>.eml", "Posta/<<fa>>/yeni_denetci_<<nn>>.eml"),
    _qp_mail,
    _tr,
    syntax="",
    decode=_dec_qp,
)

reg(
    F,
    "galataqc_aql_report_app_laravel_env",
    ("aql-rapor/<<org>>/.env", "denetim-app-<<n>>/.env"),
    """APP_NAME="<<orgc>> AQL Rapor"
APP_ENV=production
APP_URL=https://rapor.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=aql_rapor
DB_USERNAME=aql
DB_PASSWORD=<<cred>>
MAIL_MAILER=smtp
MAIL_HOST=smtp.yandex.com.tr
MAIL_USERNAME=rapor@<<dom>>
MAIL_PASSWORD=
""",
    "pw",
    syntax="",
)

reg(
    F,
    "galataqc_iyzico_invoice_payments_csharp",
    ("src/Odeme/IyzicoAyarlari_<<n>>.cs", "<<orgc>>.Fatura/Odeme/IyzicoOptions.cs"),
    """using Iyzipay;

namespace <<orgc>>.Fatura.Odeme
{
    // fabrikalardan denetim ücreti tahsilatı
    public static class IyzicoAyarlari
    {
        public static Options Al() => new Options
        {
            ApiKey = "<<akey>>",
            SecretKey = "<<cred>>",
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
    "p:iyzico",
    syntax="",
    extra=lambda r, s: s.update(
        akey="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    ),
)

reg(
    F,
    "galataqc_qima_partner_api_powershell",
    ("scripts/qima_rapor_cek_<<n>>.ps1", "C:/Denetim/<<org>>/qima_sync.ps1"),
    """# QIMA iş ortağı API - günlük denetim raporlarını indir
$headers = @{ "X-Api-Key" = "<<cred>>"; "Accept" = "application/json" }
$tarih = (Get-Date).ToString("yyyy-MM-dd")
$r = Invoke-RestMethod -Uri "https://api.qima.com/v1/inspections?date=$tarih" -Headers $headers
$r.items | Export-Csv -Path "\\\\<<ip>>\\raporlar\\qima_$tarih.csv" -NoTypeInformation -Encoding UTF8
""",
    "p:qima",
    syntax="",
)

reg(
    F,
    "galataqc_efatura_entegrator_soap_yaml",
    ("config/efatura_<<n>>.yaml", "fatura-servis/<<org>>/entegrator.yml"),
    """# GİB e-Fatura özel entegratör bağlantısı
entegrator:
  wsdl: https://efatura.uyumsoft.com.tr/Services/Integration?wsdl
  kullanici: <<org>>_ws
  sifre: '<<cred>>'
  vkn: '<<nnnn>><<nnnn>><<n>>'
  gonderici_etiket: urn:mail:defaultgb@<<dom>>
""",
    "pw_sq",
)

reg(
    F,
    "galataqc_inspector_tablets_csv",
    ("envanter/tabletler_<<y>>.csv", "IT/<<fa>>/tablet_listesi_<<nn>>.csv"),
    """tablet;seri_no;denetci;kullanici;sifre;bolge
TAB-01;R58M<<nnnn>>;<<fl>> <<ll>>;denetci<<n>>;<<cred>>;<<place>>
TAB-02;R58M<<nnnn>>;<<f2l>> <<l2l>>;denetci<<nn>>;(değişti);bursa
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "galataqc_photo_upload_sshpass_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<org>>"),
    """cd ~/denetim_fotograflari/<<date>>
ls | wc -l
sshpass -p '<<cred>>' rsync -avz ./ rapor@<<ip>>:/srv/fotograflar/<<date>>/
df -h
exit
""",
    "pw_sq",
    syntax="",
)
