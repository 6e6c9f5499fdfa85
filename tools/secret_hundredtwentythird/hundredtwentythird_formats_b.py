# ruff: noqa: E501
"""Family b: a life-insurance agency in Hanoi, Vietnam (Vietnamese)."""

from __future__ import annotations

import json

from hundredtwentythird_spec import Fam, draw, jdump

F = Fam(
    name="nhantho_life_agency_vietnam",
    orgs=("anphatlife", "binhminhlife", "songhonglife"),
    tld="com.vn",
    first=(
        ("Hương", "huong"),
        ("Tuấn", "tuan"),
        ("Lan", "lan"),
        ("Dũng", "dung"),
        ("Thảo", "thao"),
        ("Minh", "minh"),
        ("Ngọc", "ngoc"),
        ("Hải", "hai"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Vũ", "vu"),
        ("Đặng", "dang"),
    ),
    words=(
        "hanoi",
        "saigon",
        "phoxua",
        "hoasen",
        "baohiem",
        "trangan",
        "binhan",
        "matroi",
        "songhong",
        "tet",
        "halong",
        "caphe",
        "mytam",
        "anphat",
        "thanhcong",
    ),
    pets=("milu", "vang", "bong", "lu", "meo", "misa"),
    cc="+84",
    uwords=(
        "HoaSữa",
        "Bình An",
        "HạLong",
        "MặtTrời",
        "SôngHồng",
        "ThànhCông",
        "Phở",
        "NămMới",
        "ĐàNẵng",
    ),
)

F.reg(
    "nhantho_zalo_copied_chat_mat_khau_cong_dai_ly",
    ("zalo/nhom_dai_ly_<<date>>.txt", "Desktop/zalo_<<fa>>_<<n>>.txt"),
    """[<<time>> <<d>>/<<m>>/<<y>>] <<first>> <<last>>: Chị ơi em không vào được cổng đại lý để nộp hồ sơ yêu cầu bảo hiểm
[<<time>> <<d>>/<<m>>/<<y>>] <<first2>> <<last2>>: Tài khoản chung của văn phòng nhé
[<<time>> <<d>>/<<m>>/<<y>>] <<first2>> <<last2>>: TK: <<login>>
[<<time>> <<d>>/<<m>>/<<y>>] <<first2>> <<last2>>: MK: <<cred>>
[<<time>> <<d>>/<<m>>/<<y>>] <<first>> <<last>>: Dạ em cảm ơn chị ạ. Hợp đồng <<pol>> em nộp luôn hôm nay
""",
    cred="human",
    syntax="",
)

F.reg(
    "nhantho_momo_premium_payment_node_ipn",
    ("phi-bao-hiem/momo.js", "agency-web/src/payments/momo_<<n>>.js"),
    """// Thu phí bảo hiểm qua ví MoMo (AIO v2)
const crypto = require('crypto');
const axios = require('axios');

const partnerCode = 'MOMO<<n6>>';
const accessKey = '<<key>>';
const secretKey = '<<cred>>';

async function createPayment(orderId, amount, policyNo) {
  const requestId = orderId;
  const redirectUrl = 'https://<<dom>>/thanh-toan/ket-qua';
  const ipnUrl = 'https://<<dom>>/api/momo/ipn';
  const orderInfo = `Phi bao hiem HD ${policyNo}`;
  const raw = `accessKey=${accessKey}&amount=${amount}&extraData=&ipnUrl=${ipnUrl}&orderId=${orderId}&orderInfo=${orderInfo}&partnerCode=${partnerCode}&redirectUrl=${redirectUrl}&requestId=${requestId}&requestType=captureWallet`;
  const signature = crypto.createHmac('sha256', secretKey).update(raw).digest('hex');
  return axios.post('https://payment.momo.vn/v2/gateway/api/create', { partnerCode, requestId, amount, orderId, orderInfo, redirectUrl, ipnUrl, requestType: 'captureWallet', extraData: '', lang: 'vi', signature });
}

module.exports = { createPayment };
""",
    cred="p:momo_secret",
    syntax="",
    extra=lambda rng, s: {"key": draw(rng, "alnum:16", F)},
)


def _app_json(s):
    obj = {
        "phienBan": "2.4.1",
        "daiLy": {"ma": f"DL{s['n6']}", "ten": f"{s['last']} {s['first']}", "email": s["email"]},
        "dongBo": {
            "may_chu": f"https://{s['host']}/api",
            "tai_khoan": s["login"],
            "mat_khau": s["cred"],
        },
        "ngonNgu": "vi-VN",
    }
    return json.dumps(obj, ensure_ascii=True, indent=2)


F.reg(
    "nhantho_agent_app_settings_json_unicode_escaped",
    ("AppData/Roaming/DaiLyApp/settings_<<n>>.json", "backup/dailyapp_<<fa>>.json"),
    _app_json,
    cred="uhuman",
    decode=lambda t: json.loads(t)["dongBo"]["mat_khau"],
)


def _smartca(s):
    return jdump(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "SmartCA": {
                "BaseUrl": "https://gwsca.vnpt.vn",
                "ClientId": f"{s['org']}-{s['n4']}",
                "ClientSecret": s["cred"],
                "UserId": s["login"],
                "SignType": "PDF",
            },
            "ConnectionStrings": {
                "Default": "Server=.\\SQLEXPRESS;Database=HopDong;Trusted_Connection=True;"
            },
        }
    )


F.reg(
    "nhantho_vnpt_smartca_esign_appsettings_json",
    ("KyHopDong_<<n>>/appsettings.json", "src/HopDong.Api/appsettings.Production.json"),
    _smartca,
    cred="alnum:32",
)

F.reg(
    "nhantho_daily_report_excel_vba_gmail_app_pw",
    ("macros/BaoCaoNgay_<<n>>.bas", "VBA/Module_GuiBaoCao.bas"),
    """Attribute VB_Name = "GuiBaoCao"
' Gui bao cao doanh thu phi hang ngay cho truong phong
Sub GuiBaoCaoNgay()
    Dim cdo As Object, conf As Object
    Set cdo = CreateObject("CDO.Message")
    Set conf = CreateObject("CDO.Configuration")
    With conf.Fields
        .Item("http://schemas.microsoft.com/cdo/configuration/sendusing") = 2
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpserver") = "smtp.gmail.com"
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpserverport") = 465
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpusessl") = True
        .Item("http://schemas.microsoft.com/cdo/configuration/smtpauthenticate") = 1
        .Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "<<fa>>.<<la>>.<<org>>@gmail.com"
        .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "<<cred>>"
        .Update
    End With
    With cdo
        Set .Configuration = conf
        .To = "<<email2>>"
        .Subject = "Bao cao phi ngay " & Format(Date, "dd/mm/yyyy")
        .AddAttachment ThisWorkbook.FullName
        .Send
    End With
End Sub
""",
    cred=lambda rng, fam: " ".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(4)) for _ in range(4)
    ),
    syntax="",
)


def _tg(s):
    msgs = [
        ("Chào cả nhóm, tuần này ai trực cổng khách hàng?", s["first"]),
        ("Em trực ạ. Tài khoản admin website đại lý đổi rồi nhé", s["first2"]),
        (f"user {s['login']} / mật khẩu {s['cred']}", s["first2"]),
        ("Ok em, nhớ đừng chia sẻ cho cộng tác viên mới", s["first"]),
    ]
    return jdump(
        {
            "name": "Đại lý " + s["orgt"],
            "type": "private_supergroup",
            "id": 1700000000 + int(s["n6"]),
            "messages": [
                {
                    "id": 3000 + i,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:{10 + i}",
                    "from": who,
                    "from_id": f"user{5000000 + i}",
                    "text": txt,
                }
                for i, (txt, who) in enumerate(msgs)
            ],
        }
    )


F.reg(
    "nhantho_team_telegram_result_json_mat_khau",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_dai_ly_<<n>>/result.json"),
    _tg,
    cred="human",
)

F.reg(
    "nhantho_agency_crm_dotenv_mysql_url",
    ("crm-daily/.env", "srv/<<org>>-crm/.env.production"),
    """NODE_ENV=production
PORT=3000
DATABASE_URL=mysql://crm_<<org>>:<<cred>>@<<ip>>:3306/crm_daily
REDIS_URL=redis://127.0.0.1:6379/0
ZALO_OA_ID=<<n6>><<n4>>
TZ=Asia/Ho_Chi_Minh
""",
    cred="pw_url",
    syntax="",
)

F.reg(
    "nhantho_monitor_sticky_note_ocr_mk",
    ("scan/giay_note_<<n>>.txt", "ocr/ban_lam_viec_<<fa>>.txt"),
    """Wifi tầng 3
<<orgt>>_T3
mk
<<cred>>
gọi chị <<first2>> nếu mất mạng
""",
    cred="human_x",
    syntax="",
)
